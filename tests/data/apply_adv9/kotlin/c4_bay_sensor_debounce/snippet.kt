// ... keep existing code

class BaySensorMonitor(
    private val listener: BayStatusListener,
    private val occupiedThresholdCm: Int = 120,
    private val debounceReadings: Int = 3,
) {
    private val current = ConcurrentHashMap<String, BayStatus>()
    private val lastSeen = ConcurrentHashMap<String, Instant>()
    private val pending = ConcurrentHashMap<String, Pair<BayStatus, Int>>()

    fun onReading(reading: SensorReading) {
        lastSeen[reading.bayId] = reading.timestamp
        val next = classify(reading)
        // A car driving past the sensor gives one or two short readings; wait for a streak.
        val (candidate, count) = pending[reading.bayId] ?: (next to 0)
        val streak = if (candidate == next) count + 1 else 1
        pending[reading.bayId] = next to streak
        if (streak < debounceReadings) return
        val previous = current.put(reading.bayId, next) ?: BayStatus.FREE
        if (previous != next) {
            listener.onStatusChanged(reading.bayId, previous, next)
        }
    }

    // ... keep existing code
}
