package ag.riverbend.telemetry.service

import ag.riverbend.telemetry.model.FuelReport
import ag.riverbend.telemetry.model.MachineSample
import ag.riverbend.telemetry.repo.SampleRepository
import java.time.Duration
import java.time.Instant

class MachineUsageService(
    private val samples: SampleRepository,
    private val idleRpmThreshold: Int = 900,
) {

    fun engineHours(machineId: String, from: Instant, to: Instant): Double {
        val rows = samples.findByMachine(machineId, from, to)
        if (rows.isEmpty()) return 0.0
        val first = rows.first().engineHours
        val last = rows.last().engineHours
        return last - first
    }

    fun idleShare(machineId: String, from: Instant, to: Instant): Double {
        val rows = samples.findByMachine(machineId, from, to)
        if (rows.isEmpty()) return 0.0
        val idle = rows.count { it.engineRpm in 1 until idleRpmThreshold }
        val running = rows.count { it.engineRpm > 0 }
        if (running == 0) return 0.0
        return idle.toDouble() / running
    }

    fun fuelReport(machineId: String, from: Instant, to: Instant): FuelReport {
        val rows = samples.findByMachine(machineId, from, to)
        val litres = rows.zipWithNext { a, b -> fuelBetween(a, b) }.sum()
        val hours = engineHours(machineId, from, to)
        val perHour = if (hours > 0.0) litres / hours else 0.0
        return FuelReport(machineId, from, to, litres, perHour)
    }

    fun longestIdleStretch(machineId: String, from: Instant, to: Instant): Duration {
        val rows = samples.findByMachine(machineId, from, to)
        var longest = Duration.ZERO
        var stretchStart: Instant? = null
        for (row in rows) {
            val idling = row.engineRpm in 1 until idleRpmThreshold
            if (idling && stretchStart == null) {
                stretchStart = row.timestamp
            } else if (!idling && stretchStart != null) {
                val stretch = Duration.between(stretchStart, row.timestamp)
                if (stretch > longest) longest = stretch
                stretchStart = null
            }
        }
        return longest
    }

    private fun fuelBetween(a: MachineSample, b: MachineSample): Double {
        val seconds = Duration.between(a.timestamp, b.timestamp).seconds
        // fuel rate is reported in L/h; average the two samples
        return (a.fuelRateLph + b.fuelRateLph) / 2.0 * seconds / 3600.0
    }
}
