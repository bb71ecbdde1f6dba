  def insurancePortion(line: ClaimLine, plan: CoveragePlan, used: BenefitsUsed): BigDecimal = {
    val category = categoryOf(line.procedureCode)
    val remainingDeductible =
      if (category == Preventive) BigDecimal(0)
      else (plan.deductible - used.deductibleMet).max(0)
    val allowed = (line.fee - remainingDeductible).max(0)
    val covered = allowed * coveragePct(plan, category) / 100
    // Insurance never pays past what is left of the plan's annual maximum
    val remainingMaximum = (plan.annualMaximum - used.paidThisYear).max(0)
    covered.min(remainingMaximum).setScale(2, RoundingMode.HALF_UP)
  }
