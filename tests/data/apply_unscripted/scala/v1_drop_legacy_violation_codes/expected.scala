package gov.city.parking.citations

import java.time.LocalDate

sealed abstract class Violation(val code: String, val fineCents: Int)

object Violation {
  case object ExpiredMeter extends Violation("EXP-MTR", 4500)
  case object NoPermit extends Violation("NO-PRM", 6500)
  case object StreetCleaning extends Violation("ST-CLN", 7000)
  case object FireHydrant extends Violation("FIRE-HY", 15000)
  case object DisabledSpace extends Violation("DIS-SPC", 35000)

  val All: Seq[Violation] = Seq(ExpiredMeter, NoPermit, StreetCleaning, FireHydrant, DisabledSpace)

  private val byCode: Map[String, Violation] = All.map(v => v.code -> v).toMap

  /** Parses a code sent by an enforcement handheld. */
  def parse(code: String): Option[Violation] =
    byCode.get(code.trim.toUpperCase)
}

final case class Citation(
    number: String,
    plate: String,
    violation: Violation,
    issuedOn: LocalDate,
    paid: Boolean = false
)

object Citation {

  val DueAfterDays: Long = 21L

  /** Late fee once a citation is unpaid past its due date. */
  def lateFee(c: Citation, today: LocalDate): Int =
    if (c.paid || !today.isAfter(c.issuedOn.plusDays(DueAfterDays))) 0
    else c.violation.fineCents / 2

  /** Total owed today, including any late fee. */
  def totalDue(c: Citation, today: LocalDate): Int =
    if (c.paid) 0 else c.violation.fineCents + lateFee(c, today)
}
