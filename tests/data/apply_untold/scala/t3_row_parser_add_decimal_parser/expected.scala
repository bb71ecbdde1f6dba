package com.acme.ingest.parsing

import scala.util.Try

sealed trait Field {
  def name: String
}

final case class IntField(name: String, min: Option[Int] = None, max: Option[Int] = None) extends Field
final case class StringField(name: String, maxLength: Int = 255) extends Field
final case class BoolField(name: String) extends Field

final case class Schema(fields: Seq[Field]) {
  def fieldNames: Seq[String] = fields.map(_.name)
}

object RowParser {

  type Row = Map[String, Any]

  def parse(schema: Schema, header: Seq[String], line: String): Either[String, Row] = {
    val cells = line.split(",", -1).map(_.trim)
    if (cells.length != header.length)
      Left(s"expected ${header.length} cells, got ${cells.length}")
    else {
      val byName = header.zip(cells).toMap
      schema.fields.foldLeft[Either[String, Row]](Right(Map.empty)) { (acc, field) =>
        for {
          row   <- acc
          raw   <- byName.get(field.name).toRight(s"missing column ${field.name}")
          value <- parseField(field, raw)
        } yield row + (field.name -> value)
      }
    }
  }

  private def parseField(field: Field, raw: String): Either[String, Any] =
    field match {
      case f: IntField    => parseInt(f, raw)
      case f: StringField => parseString(f, raw)
      case f: BoolField   => parseBool(f, raw)
    }

  private def parseInt(field: IntField, raw: String): Either[String, Int] =
    Try(raw.toInt).toOption.toRight(s"${field.name}: '$raw' is not an integer").flatMap { n =>
      if (field.min.exists(n < _)) Left(s"${field.name}: $n is below ${field.min.get}")
      else if (field.max.exists(n > _)) Left(s"${field.name}: $n is above ${field.max.get}")
      else Right(n)
    }

  private def parseDecimal(field: DecimalField, raw: String): Either[String, BigDecimal] =
    Try(BigDecimal(raw)).toOption.toRight(s"${field.name}: '$raw' is not a decimal").flatMap { d =>
      if (d.scale > field.scale) Left(s"${field.name}: more than ${field.scale} decimal places")
      else Right(d)
    }

  private def parseString(field: StringField, raw: String): Either[String, String] =
    if (raw.length > field.maxLength) Left(s"${field.name}: longer than ${field.maxLength}")
    else Right(raw)

  private def parseBool(field: BoolField, raw: String): Either[String, Boolean] =
    raw.toLowerCase match {
      case "true" | "yes" | "1" => Right(true)
      case "false" | "no" | "0" => Right(false)
      case other                => Left(s"${field.name}: '$other' is not a boolean")
    }
}
