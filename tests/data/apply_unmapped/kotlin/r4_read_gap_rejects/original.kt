package org.citywater.meters.validation

import java.time.Duration
import java.time.Instant

data class MeterRead(
    val meterId: String,
    val readAt: Instant,
    val cumulativeM3: Double,
    val source: ReadSource,
)

enum class ReadSource { AMI, DRIVE_BY, MANUAL, ESTIMATED }

sealed class ReadCheck {
    object Ok : ReadCheck()
    data class Suspicious(val reason: String) : ReadCheck()
    data class Rejected(val reason: String) : ReadCheck()
}

class ReadingValidator(
    private val maxDailyM3: Double = 10.0,
    private val maxGap: Duration = Duration.ofDays(45),
) {
    fun checkMonotonic(previous: MeterRead, current: MeterRead): ReadCheck {
        if (current.cumulativeM3 >= previous.cumulativeM3) return ReadCheck.Ok
        val drop = previous.cumulativeM3 - current.cumulativeM3
        return if (drop > 1000.0) {
            ReadCheck.Suspicious("possible meter rollover (drop of ${"%.1f".format(drop)} m3)")
        } else {
            ReadCheck.Rejected("reading went backwards by ${"%.1f".format(drop)} m3")
        }
    }

    fun checkDailyUsage(previous: MeterRead, current: MeterRead): ReadCheck {
        val days = Duration.between(previous.readAt, current.readAt).toHours() / 24.0
        if (days <= 0.0) return ReadCheck.Rejected("read timestamp not after previous read")
        val perDay = (current.cumulativeM3 - previous.cumulativeM3) / days
        return if (perDay > maxDailyM3) ReadCheck.Suspicious("high usage: ${"%.2f".format(perDay)} m3/day") else ReadCheck.Ok
    }

    fun checkGap(previous: MeterRead, current: MeterRead): ReadCheck {
        val gap = Duration.between(previous.readAt, current.readAt)
        return if (gap > maxGap) ReadCheck.Suspicious("gap of ${gap.toDays()} days since last read") else ReadCheck.Ok
    }

    fun checkSource(current: MeterRead): ReadCheck {
        return when (current.source) {
            ReadSource.AMI, ReadSource.DRIVE_BY -> ReadCheck.Ok
            ReadSource.MANUAL -> ReadCheck.Suspicious("manual read, verify photo")
            ReadSource.ESTIMATED -> ReadCheck.Ok
        }
    }

    fun validate(previous: MeterRead?, current: MeterRead): List<ReadCheck> {
        val results = mutableListOf(checkSource(current))
        if (previous != null) {
            results += checkMonotonic(previous, current)
            results += checkDailyUsage(previous, current)
            results += checkGap(previous, current)
        }
        return results.filter { it != ReadCheck.Ok }
    }
}
