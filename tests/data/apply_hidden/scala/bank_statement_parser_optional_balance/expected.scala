package finance.importers

import java.time.LocalDate
import java.time.format.DateTimeFormatter
import scala.io.Source
import scala.util.Try

final case class Transaction(date: LocalDate, description: String, amount: BigDecimal, balance: Option[BigDecimal])

sealed trait ParseError { def line: Int }
final case class BadColumnCount(line: Int, found: Int) extends ParseError
final case class BadDate(line: Int, raw: String) extends ParseError
final case class BadAmount(line: Int, raw: String) extends ParseError

object StatementParser {

  private val DateFormat = DateTimeFormatter.ofPattern("dd/MM/yyyy")
  private val ExpectedColumns = 4

  def parseFile(path: String): (List[Transaction], List[ParseError]) = {
    val source = Source.fromFile(path, "UTF-8")
    try parseLines(source.getLines().toList)
    finally source.close()
  }

  def parseLines(lines: List[String]): (List[Transaction], List[ParseError]) = {
    val results = lines.zipWithIndex.drop(1).filter(_._1.trim.nonEmpty).map { case (line, idx) =>
      parseRow(line, idx + 1)
    }
    (results.collect { case Right(tx) => tx }, results.collect { case Left(err) => err })
  }

  def parseRow(line: String, lineNo: Int): Either[ParseError, Transaction] = {
    val cols = splitColumns(line)
    if (cols.length < ExpectedColumns - 1 || cols.length > ExpectedColumns) Left(BadColumnCount(lineNo, cols.length))
    else
      for {
        date <- parseDate(cols(0), lineNo)
        amount <- parseAmount(cols(2), lineNo)
      } yield {
        val description = cols(1).stripPrefix("\"").stripSuffix("\"")
        val balance = cols.lift(3).flatMap(raw => parseAmount(raw, lineNo).toOption)
        Transaction(date, description, amount, balance)
      }
  }

  def splitColumns(line: String): Vector[String] =
    line.split(",", -1).map(_.trim).toVector

  private def parseDate(raw: String, lineNo: Int): Either[ParseError, LocalDate] =
    Try(LocalDate.parse(raw, DateFormat)).toEither.left.map(_ => BadDate(lineNo, raw))

  private def parseAmount(raw: String, lineNo: Int): Either[ParseError, BigDecimal] = {
    val cleaned = raw.replace("£", "").replace(" ", "")
    Try(BigDecimal(cleaned)).toEither.left.map(_ => BadAmount(lineNo, raw))
  }
}
