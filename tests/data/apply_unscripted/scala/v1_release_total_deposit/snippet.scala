  /** Amount the owner must pay at the release window. */
  def releaseTotal(impound: Impound, releasedAt: LocalDateTime): Int = {
    val hook = hookFee(impound.vehicleClass)
    val storage = storageFee(impound, releasedAt)
    math.max(0, hook + storage + AdminFeeCents - impound.depositCents)
  }

  // ... existing code ...
