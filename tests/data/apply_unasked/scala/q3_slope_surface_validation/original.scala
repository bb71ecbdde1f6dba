package ch.alpenrose.snow.report

import java.time.{LocalDate, ZoneId}
import scala.util.{Failure, Success, Try}

final case class SlopeCondition(slopeId: String, open: Boolean, surface: String)

final case class SnowReport(
    date: LocalDate,
    baseDepthCm: Int,
    summitDepthCm: Int,
    newSnowCm: Int,
    slopes: List[SlopeCondition]
)

/** Parses the semicolon-separated morning report the piste patrol uploads at 07:30. */
object SnowReportParser {

  private val Zone = ZoneId.of("Europe/Zurich")
  private val KnownSurfaces = Set("powder", "packed powder", "groomed", "icy", "slush", "spring snow")

  def parse(lines: List[String]): Either[String, SnowReport] = {
    val (header, body) = lines.filterNot(_.trim.isEmpty).splitAt(1)
    for {
      h      <- header.headOption.toRight("empty report")
      fields <- parseHeader(h)
      slopes <- parseSlopes(body)
    } yield SnowReport(fields._1, fields._2, fields._3, fields._4, slopes)
  }

  private def parseHeader(line: String): Either[String, (LocalDate, Int, Int, Int)] =
    line.split(';').map(_.trim) match {
      case Array(date, base, summit, fresh) =>
        Try((LocalDate.parse(date), base.toInt, summit.toInt, fresh.toInt)) match {
          case Success(values) => Right(values)
          case Failure(e)      => Left(s"bad header '$line': ${e.getMessage}")
        }
      case _ => Left(s"header must have 4 fields: '$line'")
    }

  private def parseSlopes(lines: List[String]): Either[String, List[SlopeCondition]] = {
    val parsed = lines.map { line =>
      line.split(';').map(_.trim) match {
        case Array(id, status, surface) =>
          val open = status.equalsIgnoreCase("open")
          Right(SlopeCondition(id, open, surface.toLowerCase))
        case _ => Left(s"bad slope line '$line'")
      }
    }
    parsed.collectFirst { case Left(err) => err } match {
      case Some(err) => Left(err)
      case None      => Right(parsed.collect { case Right(s) => s })
    }
  }

  def openSlopeCount(report: SnowReport): Int =
    report.slopes.count(_.open)

  def isFreshPowderDay(report: SnowReport): Boolean =
    report.newSnowCm >= 20 && LocalDate.now(Zone) == report.date
}
