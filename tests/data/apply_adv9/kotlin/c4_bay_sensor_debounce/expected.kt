package com.harbourside.garage.sensors

import java.time.Duration
import java.time.Instant
import java.util.concurrent.ConcurrentHashMap

enum class BayStatus { FREE, OCCUPIED, FAULT }

/** One ultrasonic reading from the ceiling sensor above a bay. */
data class SensorReading(
    val bayId: String,
    val distanceCm: Int,
    val timestamp: Instant,
)

interface BayStatusListener {
    fun onStatusChanged(bayId: String, old: BayStatus, new: BayStatus)
}

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

    /** Marks bays whose sensor has gone quiet as FAULT so the board stops counting them. */
    fun sweepStale(now: Instant, timeout: Duration = Duration.ofMinutes(5)) {
        for ((bayId, seen) in lastSeen) {
            if (Duration.between(seen, now) > timeout) {
                val previous = current.put(bayId, BayStatus.FAULT) ?: BayStatus.FREE
                if (previous != BayStatus.FAULT) {
                    listener.onStatusChanged(bayId, previous, BayStatus.FAULT)
                }
            }
        }
    }

    fun statusOf(bayId: String): BayStatus = current[bayId] ?: BayStatus.FREE

    fun freeCount(prefix: String): Int =
        current.count { (bayId, status) -> bayId.startsWith(prefix) && status == BayStatus.FREE }

    private fun classify(reading: SensorReading): BayStatus = when {
        reading.distanceCm <= 0 -> BayStatus.FAULT
        reading.distanceCm < occupiedThresholdCm -> BayStatus.OCCUPIED
        else -> BayStatus.FREE
    }
}
