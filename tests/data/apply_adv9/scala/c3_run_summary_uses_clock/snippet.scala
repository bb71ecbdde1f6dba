// ... existing code ...

  private def summarise(runId: String, period: PayPeriod, payslips: Seq[Payslip]): RunSummary = {
    // ... existing code ...
    RunSummary(runId, period, payslips.size, totalGross, totalTax, totalNet, clock.instant())
  }
}
