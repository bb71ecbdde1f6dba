package io.acme.ingest.csv

import java.time.Instant
import scala.util.Try

/** Small composable parsers for CSV cells; each returns a readable error on failure. */
object FieldParsers {
  type Parser[A] = String => Either[String, A]

  val string: Parser[String] = raw => Right(raw.trim)

  val nonEmpty: Parser[String] = raw =>
    Option(raw.trim).filter(_.nonEmpty).toRight("value is empty")

  val int: Parser[Int] = raw =>
    raw.trim.toIntOption.toRight(s"not an integer: '$raw'")

  val long: Parser[Long] = raw =>
    raw.trim.toLongOption.toRight(s"not a long: '$raw'")

  val double: Parser[Double] = raw =>
    raw.trim.replace(',', '.').toDoubleOption.toRight(s"not a number: '$raw'")

  val bool: Parser[Boolean] = raw =>
    raw.trim.toLowerCase match {
      case "true" | "yes" | "y" | "1"  => Right(true)
      case "false" | "no" | "n" | "0" => Right(false)
      case other                       => Left(s"not a boolean: '$other'")
    }

  val instant: Parser[Instant] = raw =>
    Try(Instant.parse(raw.trim)).toOption.toRight(s"not an ISO-8601 instant: '$raw'")

  def optional[A](parser: Parser[A]): Parser[Option[A]] = raw =>
    if (raw.trim.isEmpty) Right(None) else parser(raw).map(Some(_))

  def list[A](parser: Parser[A], separator: Char = ';'): Parser[List[A]] = raw =>
    raw.split(separator).toList.filter(_.trim.nonEmpty).foldRight[Either[String, List[A]]](Right(Nil)) {
      (cell, acc) => for { xs <- acc; x <- parser(cell) } yield x :: xs
    }

  def oneOf(values: Set[String]): Parser[String] = raw =>
    Some(raw.trim).filter(values.contains).toRight(s"expected one of ${values.mkString(", ")}: '$raw'")

  def field[A](row: Map[String, String], name: String)(parser: Parser[A]): Either[String, A] =
    row.get(name).toRight(s"missing column '$name'").flatMap(parser).left.map(err => s"$name: $err")
}
