// ... existing code ...

class AlertDeduplicator(window: Duration) {

  private val seen = mutable.LinkedHashMap.empty[AlertKey, Instant]
  private var suppressed = 0L

  def accept(alert: IncomingAlert): Boolean = {
    evictOlderThan(alert.receivedAt.minus(window))
    seen.get(alert.key) match {
      case Some(_) =>
        suppressed += 1
        false
      // ... existing code ...
    }
  }

  def pending: Int = seen.size

  def suppressedCount: Long = suppressed

  // ... existing code ...
}

// ... existing code ...
