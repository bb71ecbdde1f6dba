package com.northsea.windops.telemetry

import java.time.Instant
import kotlin.math.abs

data class TelemetrySample(
    val turbineId: String,
    val timestamp: Instant,
    val windSpeedMs: Double,
    val windDirectionDeg: Double,
    val nacelleDirectionDeg: Double,
    val powerKw: Double,
    val gearboxOilC: Double,
    val generatorBearingC: Double,
    val vibrationMmS: Double,
)

enum class Severity { INFO, WARNING, CRITICAL }

data class Alarm(
    val turbineId: String,
    val code: String,
    val severity: Severity,
    val message: String,
    val raisedAt: Instant,
)

class AlarmEvaluator(
    private val gearboxOilLimitC: Double = 75.0,
    private val bearingLimitC: Double = 90.0,
    private val vibrationLimitMmS: Double = 7.1,
) {

    fun evaluate(sample: TelemetrySample): List<Alarm> {
        val alarms = mutableListOf<Alarm>()

        if (sample.gearboxOilC >= gearboxOilLimitC) {
            alarms += alarm(sample, "GBX-OIL-HIGH", Severity.WARNING, "gearbox oil ${sample.gearboxOilC} °C")
        }

        if (sample.generatorBearingC >= bearingLimitC) {
            alarms += alarm(sample, "GEN-BRG-HIGH", Severity.CRITICAL, "generator bearing ${sample.generatorBearingC} °C")
        }

        if (sample.vibrationMmS >= vibrationLimitMmS) {
            alarms += alarm(sample, "DRV-VIB-HIGH", Severity.WARNING, "drivetrain vibration ${sample.vibrationMmS} mm/s")
        }

        if (sample.windSpeedMs in 4.0..12.0 && sample.powerKw <= 0.0) {
            alarms += alarm(sample, "PWR-ZERO", Severity.INFO, "no output at ${sample.windSpeedMs} m/s")
        }

        return alarms
    }

    fun evaluateAll(samples: List<TelemetrySample>): Map<String, List<Alarm>> =
        samples.groupBy { it.turbineId }
            .mapValues { (_, turbineSamples) -> turbineSamples.flatMap(::evaluate) }
            .filterValues { it.isNotEmpty() }

    private fun alarm(sample: TelemetrySample, code: String, severity: Severity, message: String) = Alarm(
        turbineId = sample.turbineId,
        code = code,
        severity = severity,
        message = message,
        raisedAt = sample.timestamp,
    )
}
