package com.gridco.billing.tariff

import java.time.{Duration, LocalTime, ZonedDateTime}
import scala.math.BigDecimal.RoundingMode

final case class Interval(start: ZonedDateTime, kwh: BigDecimal)

final case class RateWindow(name: String, from: LocalTime, until: LocalTime, pencePerKwh: BigDecimal) {
  def covers(t: LocalTime): Boolean =
    if (from.isBefore(until)) !t.isBefore(from) && t.isBefore(until)
    else !t.isBefore(from) || t.isBefore(until)
}

final case class Tariff(code: String, windows: Seq[RateWindow], standingChargePence: BigDecimal)

final case class Charge(window: String, kwh: BigDecimal, pence: BigDecimal)

object TariffCalculator {

  private val Scale = 2

  def windowFor(tariff: Tariff, at: ZonedDateTime): RateWindow =
    tariff.windows
      .find(_.covers(at.toLocalTime))
      .getOrElse(throw new IllegalArgumentException(s"Tariff ${tariff.code} has no window covering ${at.toLocalTime}"))

  def charges(tariff: Tariff, intervals: Seq[Interval]): Seq[Charge] = {
    val grouped = intervals.groupBy(i => windowFor(tariff, i.start))
    tariff.windows.flatMap { window =>
      grouped.get(window).map { xs =>
        val kwh = xs.map(_.kwh).sum
        Charge(window.name, kwh, (kwh * window.pencePerKwh).setScale(Scale, RoundingMode.HALF_UP))
      }
    }
  }

  def standingCharge(tariff: Tariff, from: ZonedDateTime, to: ZonedDateTime): BigDecimal = {
    val days = math.max(1L, Duration.between(from, to).toDays)
    (tariff.standingChargePence * days).setScale(Scale, RoundingMode.HALF_UP)
  }

  def totalPence(tariff: Tariff, intervals: Seq[Interval]): BigDecimal =
    if (intervals.isEmpty) BigDecimal(0)
    else {
      val sorted = intervals.sortBy(_.start.toInstant)
      val energy = charges(tariff, sorted).map(_.pence).sum
      energy + standingCharge(tariff, sorted.head.start, sorted.last.start)
    }

  def describe(charges: Seq[Charge]): String =
    charges
      .map(c => f"${c.window}%-10s ${c.kwh}%10.3f kWh ${c.pence}%10.2f p")
      .mkString("\n")
}
