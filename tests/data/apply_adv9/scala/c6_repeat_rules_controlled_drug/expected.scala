package uk.co.harbourpharmacy.repeats

import java.time.{Clock, LocalDate}
import java.time.temporal.ChronoUnit

import uk.co.harbourpharmacy.model.{RepeatItem, RepeatOrder}

sealed trait RuleResult
object RuleResult {
  case object Pass extends RuleResult
  final case class Fail(code: String, message: String) extends RuleResult
}

final class RepeatOrderRules(clock: Clock, maxEarlyDays: Int = 7) {
  import RuleResult._

  private def today: LocalDate = LocalDate.now(clock)

  def notTooEarly(order: RepeatOrder, item: RepeatItem): RuleResult = {
    val due = item.lastIssued.plusDays(item.supplyDays.toLong)
    val early = ChronoUnit.DAYS.between(today, due)
    if (early > maxEarlyDays) Fail("TOO_EARLY", s"${item.drugName} not due until $due")
    else Pass
  }

  def withinReviewDate(order: RepeatOrder, item: RepeatItem): RuleResult = {
    if (item.reviewDate.isBefore(today)) Fail("REVIEW_OVERDUE", s"${item.drugName} needs a medication review")
    else Pass
  }

  def issuesRemaining(order: RepeatOrder, item: RepeatItem): RuleResult = {
    if (item.issuesRemaining <= 0) Fail("NO_ISSUES_LEFT", s"${item.drugName} has no authorised issues left")
    else Pass
  }

  def notControlledDrug(order: RepeatOrder, item: RepeatItem): RuleResult = {
    if (item.controlledSchedule.exists(_ <= 3)) Fail("CONTROLLED_DRUG", s"${item.drugName} must be requested via the surgery")
    else Pass
  }

  def checkAll(order: RepeatOrder): Map[RepeatItem, List[RuleResult.Fail]] = {
    val rules = List(notTooEarly _, withinReviewDate _, issuesRemaining _, notControlledDrug _)
    order.items.map { item =>
      val failures = rules.map(rule => rule(order, item)).collect { case f: Fail => f }
      item -> failures
    }.toMap.filter { case (_, fs) => fs.nonEmpty }
  }
}
