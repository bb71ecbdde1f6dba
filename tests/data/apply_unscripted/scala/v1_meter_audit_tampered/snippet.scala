  /** Builds the nightly audit report for the collections team. */
  def nightlyReport(): AuditReport = {
    // ... existing code ...
    val lowBattery = meters.filter(_.batteryPct < LowBatteryPct)
    val tampered = meters.filter(_.tamperAlarm)
    // ... existing code ...

    val flagged = (off ++ jammed ++ lowBattery ++ tampered).map(_.id).distinct.sorted

    // ... existing code ...
  }
