  def refundOnCancel(sub: Subscription, cancelDate: LocalDate): BigDecimal = {
    val totalDays = BigDecimal(daysInPeriod(sub))
    val unusedDays = BigDecimal(ChronoUnit.DAYS.between(cancelDate, sub.periodEnd))
    val daily = periodTotal(sub) / totalDays
    (daily * unusedDays).setScale(2, RoundingMode.DOWN).max(BigDecimal(0))
  }

  // ... existing code ...
