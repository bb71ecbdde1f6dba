package clinic.claims

import java.time.LocalDate
import scala.math.BigDecimal.RoundingMode

final case class ClaimLine(procedureCode: String, toothNumber: Option[Int], fee: BigDecimal)

final case class CoveragePlan(
    preventivePct: BigDecimal,
    basicPct: BigDecimal,
    majorPct: BigDecimal,
    deductible: BigDecimal,
    annualMaximum: BigDecimal
)

final case class BenefitsUsed(deductibleMet: BigDecimal, paidThisYear: BigDecimal)

/** Front-desk estimate of what insurance pays vs. what the patient owes, before the claim goes out. */
object ClaimEstimator {

  sealed trait Category
  case object Preventive extends Category
  case object Basic extends Category
  case object Major extends Category

  def categoryOf(procedureCode: String): Category = procedureCode match {
    case code if code.startsWith("D0") || code.startsWith("D1") => Preventive
    case code if code.startsWith("D2") && code < "D2700"        => Basic
    case code if code.startsWith("D4") || code.startsWith("D7") => Basic
    case _                                                       => Major
  }

  def coveragePct(plan: CoveragePlan, category: Category): BigDecimal = category match {
    case Preventive => plan.preventivePct
    case Basic      => plan.basicPct
    case Major      => plan.majorPct
  }

  def insurancePortion(line: ClaimLine, plan: CoveragePlan, used: BenefitsUsed): BigDecimal = {
    val category = categoryOf(line.procedureCode)
    val remainingDeductible =
      if (category == Preventive) BigDecimal(0)
      else (plan.deductible - used.deductibleMet).max(0)
    val allowed = (line.fee - remainingDeductible).max(0)
    val covered = allowed * coveragePct(plan, category) / 100
    covered.setScale(2, RoundingMode.HALF_UP)
  }

  def patientPortion(line: ClaimLine, plan: CoveragePlan, used: BenefitsUsed): BigDecimal = {
    val insurance = insurancePortion(line, plan, used)
    (line.fee - insurance).setScale(2, RoundingMode.HALF_UP)
  }

  def estimate(lines: Seq[ClaimLine], plan: CoveragePlan, used: BenefitsUsed): (BigDecimal, BigDecimal) = {
    val insurance = lines.map(insurancePortion(_, plan, used)).sum
    val patient = lines.map(patientPortion(_, plan, used)).sum
    (insurance, patient)
  }

  def isTimelyFiled(serviceDate: LocalDate, submittedOn: LocalDate, filingLimitDays: Int): Boolean =
    !submittedOn.isAfter(serviceDate.plusDays(filingLimitDays.toLong))
}
