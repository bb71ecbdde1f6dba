package com.northgate.claims.adjusting

import java.time.{Duration, LocalDate}

final case class FieldVisit(
    claimId: String,
    adjusterId: String,
    date: LocalDate,
    onSite: Duration,
    roundTripMiles: Double,
    catastrophe: Boolean
)

final case class AdjusterInvoice(
    adjusterId: String,
    periodStart: LocalDate,
    periodEnd: LocalDate,
    feeTotal: BigDecimal,
    mileageTotal: BigDecimal,
    catSurcharge: BigDecimal
) {
  def total: BigDecimal = feeTotal + mileageTotal + catSurcharge
}

/** Fee schedule for independent adjusters contracted for field visits. */
object IndependentAdjusterFees {

  val HourlyRate: BigDecimal = BigDecimal("85.00")
  val MileageRate: BigDecimal = BigDecimal("0.655")
  val CatSurchargeRate: BigDecimal = BigDecimal("0.15")
  val MinimumVisitHours: Double = 1.0

  def billableHours(visit: FieldVisit): Double = {
    val hours = visit.onSite.toMinutes / 60.0
    math.max(hours, MinimumVisitHours)
  }

  def feeFor(visits: Seq[FieldVisit]): BigDecimal = {
    val hours = visits.map(billableHours).sum
    BigDecimal(hours) * HourlyRate
  }

  def mileageReimbursement(visits: Seq[FieldVisit]): BigDecimal = {
    val miles = visits.map(_.roundTripMiles).sum
    BigDecimal(miles) * MileageRate
  }

  def catSurcharge(visits: Seq[FieldVisit]): BigDecimal = {
    val catVisits = visits.filter(_.catastrophe)
    feeFor(catVisits) * CatSurchargeRate
  }

  def invoice(adjusterId: String, from: LocalDate, to: LocalDate, visits: Seq[FieldVisit]): AdjusterInvoice = {
    val inPeriod = visits.filter { v =>
      v.adjusterId == adjusterId && !v.date.isBefore(from) && !v.date.isAfter(to)
    }
    AdjusterInvoice(
      adjusterId,
      from,
      to,
      feeFor(inPeriod),
      mileageReimbursement(inPeriod),
      catSurcharge(inPeriod)
    )
  }
}
