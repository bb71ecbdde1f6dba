class TranscriptService(gradePoints: Map[String, BigDecimal]) {

  // ... existing helpers, credit/GPA and term summary methods ...

  def standingFor(summary: TermSummary, cumulativeGpa: BigDecimal): Standing =
    if (cumulativeGpa < BigDecimal("1.5")) Standing.Suspension
    else if (cumulativeGpa < BigDecimal("2.0")) Standing.Probation
    else if (summary.attempted >= 12 && summary.earned == summary.attempted && summary.gpa >= BigDecimal("3.5"))
      Standing.DeansList
    else Standing.Good

  // ... header and render unchanged ...
}
