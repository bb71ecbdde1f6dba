    fun evaluate(reading: WeatherReading, limits: VesselLimits): HoldDecision {
        // ... existing code ...
        if (reading.waveHeightMetres > limits.maxWaveHeightMetres) {
            reasons += "waves ${reading.waveHeightMetres}m over limit ${limits.maxWaveHeightMetres}m"
        }
        if (reading.visibilityNm < MIN_VISIBILITY_NM) {
            reasons += "visibility ${reading.visibilityNm}nm below ${MIN_VISIBILITY_NM}nm"
        }

        // ... existing code ...
    }

    // ... existing code ...

    companion object {
        /** Below this visibility no vessel may leave the berth. */
        const val MIN_VISIBILITY_NM = 0.5
    }
}
