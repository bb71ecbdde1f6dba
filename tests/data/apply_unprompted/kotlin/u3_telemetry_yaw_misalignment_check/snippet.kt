    fun evaluate(sample: TelemetrySample): List<Alarm> {
        val alarms = mutableListOf<Alarm>()

        // ... existing code ...

        if (sample.windSpeedMs in 4.0..12.0 && sample.powerKw <= 0.0) {
            alarms += alarm(sample, "PWR-ZERO", Severity.INFO, "no output at ${sample.windSpeedMs} m/s")
        }

        val yawDelta = abs(sample.windDirectionDeg - sample.nacelleDirectionDeg) % 360.0
        val yawErrorDeg = minOf(yawDelta, 360.0 - yawDelta)
        if (sample.windSpeedMs >= 5.0 && yawErrorDeg > 15.0) {
            alarms += alarm(sample, "YAW-MISALIGN", Severity.WARNING, "yaw error ${"%.1f".format(yawErrorDeg)}°")
        }

        return alarms
    }
