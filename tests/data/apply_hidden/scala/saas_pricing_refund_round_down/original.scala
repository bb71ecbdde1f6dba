package io.meterly.billing

import java.time.LocalDate
import java.time.temporal.ChronoUnit
import scala.math.BigDecimal.RoundingMode

final case class Plan(code: String, monthlyPrice: BigDecimal, seatsIncluded: Int, extraSeatPrice: BigDecimal)

final case class Subscription(
    id: String,
    plan: Plan,
    seats: Int,
    periodStart: LocalDate,
    periodEnd: LocalDate
)

object Pricing {

  def seatCharge(sub: Subscription): BigDecimal = {
    val extraSeats = math.max(0, sub.seats - sub.plan.seatsIncluded)
    sub.plan.extraSeatPrice * extraSeats
  }

  def periodTotal(sub: Subscription): BigDecimal = {
    val base = sub.plan.monthlyPrice
    val seats = seatCharge(sub)
    (base + seats).setScale(2, RoundingMode.HALF_EVEN)
  }

  def daysInPeriod(sub: Subscription): Long =
    ChronoUnit.DAYS.between(sub.periodStart, sub.periodEnd)

  def prorate(sub: Subscription, changeDate: LocalDate, newPlan: Plan): BigDecimal = {
    val totalDays = BigDecimal(daysInPeriod(sub))
    val remainingDays = BigDecimal(ChronoUnit.DAYS.between(changeDate, sub.periodEnd))
    val oldDaily = periodTotal(sub) / totalDays
    val newDaily = periodTotal(sub.copy(plan = newPlan)) / totalDays
    ((newDaily - oldDaily) * remainingDays).setScale(2, RoundingMode.HALF_EVEN)
  }

  def refundOnCancel(sub: Subscription, cancelDate: LocalDate): BigDecimal = {
    val totalDays = BigDecimal(daysInPeriod(sub))
    val unusedDays = BigDecimal(ChronoUnit.DAYS.between(cancelDate, sub.periodEnd))
    val daily = periodTotal(sub) / totalDays
    (daily * unusedDays).setScale(2, RoundingMode.HALF_EVEN)
  }

  def annualTotal(sub: Subscription, discountPercent: Int): BigDecimal = {
    val yearly = periodTotal(sub) * 12
    val discount = yearly * discountPercent / 100
    (yearly - discount).setScale(2, RoundingMode.HALF_EVEN)
  }

  def describe(sub: Subscription): String =
    s"${sub.plan.code} x ${sub.seats} seats: ${periodTotal(sub)} per period"
}
