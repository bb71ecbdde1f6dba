// ... existing code ...

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
    // ... existing code ...
  }
}
