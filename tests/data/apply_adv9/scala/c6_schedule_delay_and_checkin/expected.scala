package com.westisles.ferry.schedule

import java.time.{Duration, LocalDate, LocalTime, ZoneId, ZonedDateTime}

import scala.util.Try

final case class Sailing(
    code: String,
    route: String,
    departs: ZonedDateTime,
    crossing: Duration,
    vessel: String,
    cancelled: Boolean = false
)

object SailingSchedule {
  val PortZone: ZoneId = ZoneId.of("Europe/London")

  private val TimePattern = """(\d{2}):(\d{2})""".r

  def parseTime(raw: String): Option[LocalTime] = raw.trim match {
    case TimePattern(h, m) => Try(LocalTime.of(h.toInt, m.toInt)).toOption
    case _                 => None
  }

  def parseCrossing(raw: String): Option[Duration] =
    Try(Duration.ofMinutes(raw.trim.toLong)).toOption

  def sailingsOn(date: LocalDate, all: Seq[Sailing]): Seq[Sailing] =
    all.filter(s => s.departs.toLocalDate == date && !s.cancelled).sortBy(_.departs.toInstant)

  def nextSailing(route: String, after: ZonedDateTime, all: Seq[Sailing]): Option[Sailing] =
    all
      .filter(s => s.route == route && !s.cancelled && s.departs.isAfter(after))
      .sortBy(_.departs.toInstant)
      .headOption

  def arrivalTime(s: Sailing, delay: Duration = Duration.ZERO): ZonedDateTime =
    s.departs.plus(s.crossing).plus(delay)

  def checkInCloses(s: Sailing, vehicle: Boolean): ZonedDateTime =
    if (vehicle) s.departs.minusMinutes(40) else s.departs.minusMinutes(10)

  def isBoarding(s: Sailing, now: ZonedDateTime): Boolean =
    !now.isBefore(s.departs.minusMinutes(20)) && now.isBefore(s.departs)
}
