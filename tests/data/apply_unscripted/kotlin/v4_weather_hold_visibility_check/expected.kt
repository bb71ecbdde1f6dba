package com.harbourline.ferry.weather

import java.time.Clock
import java.time.Instant
import org.slf4j.LoggerFactory

data class WeatherReading(
    val windKnots: Int,
    val gustKnots: Int,
    val waveHeightMetres: Double,
    val visibilityNm: Double,
    val observedAt: Instant,
)

data class VesselLimits(
    val maxWindKnots: Int,
    val maxGustKnots: Int,
    val maxWaveHeightMetres: Double,
)

sealed interface HoldDecision {
    object Sail : HoldDecision
    data class Hold(val reasons: List<String>) : HoldDecision
    data class Review(val reason: String) : HoldDecision
}

class WeatherHoldService(
    private val clock: Clock,
    private val staleAfterSeconds: Long = 1800,
) {
    private val log = LoggerFactory.getLogger(WeatherHoldService::class.java)

    /**
     * Decides whether a sailing may depart given the latest reading for
     * its route and the limits of the vessel assigned to it.
     */
    fun evaluate(reading: WeatherReading, limits: VesselLimits): HoldDecision {
        val age = clock.instant().epochSecond - reading.observedAt.epochSecond
        if (age > staleAfterSeconds) {
            log.warn("Weather reading is {}s old, asking duty master to review", age)
            return HoldDecision.Review("reading older than ${staleAfterSeconds}s")
        }

        val reasons = mutableListOf<String>()
        if (reading.windKnots > limits.maxWindKnots) {
            reasons += "wind ${reading.windKnots}kn over limit ${limits.maxWindKnots}kn"
        }
        if (reading.gustKnots > limits.maxGustKnots) {
            reasons += "gusts ${reading.gustKnots}kn over limit ${limits.maxGustKnots}kn"
        }
        if (reading.waveHeightMetres > limits.maxWaveHeightMetres) {
            reasons += "waves ${reading.waveHeightMetres}m over limit ${limits.maxWaveHeightMetres}m"
        }
        if (reading.visibilityNm < MIN_VISIBILITY_NM) {
            reasons += "visibility ${reading.visibilityNm}nm below ${MIN_VISIBILITY_NM}nm"
        }

        if (reasons.isEmpty()) {
            return HoldDecision.Sail
        }
        log.info("Placing weather hold: {}", reasons.joinToString("; "))
        return HoldDecision.Hold(reasons)
    }

    /** True when conditions are close enough to the limits to warn passengers. */
    fun isMarginal(reading: WeatherReading, limits: VesselLimits): Boolean {
        if (reading.windKnots >= limits.maxWindKnots - 5) {
            return true
        }
        if (reading.gustKnots >= limits.maxGustKnots - 5) {
            return true
        }
        return reading.waveHeightMetres >= limits.maxWaveHeightMetres * 0.8
    }

    companion object {
        /** Below this visibility no vessel may leave the berth. */
        const val MIN_VISIBILITY_NM = 0.5
    }
}
