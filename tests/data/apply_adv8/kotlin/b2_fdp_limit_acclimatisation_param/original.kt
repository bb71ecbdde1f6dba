package com.skyline.crew.legality

import java.time.Duration
import java.time.LocalTime

data class DutyPeriod(
    val crewId: String,
    val pairingId: String,
    val reportTime: LocalTime,
    val sectors: Int,
    val plannedDuty: Duration,
    val acclimatised: Boolean,
)

sealed class LegalityResult {
    object Legal : LegalityResult()
    data class Illegal(val reason: String) : LegalityResult()
}

/**
 * Flight duty period limits, modelled on the operator's FTL scheme.
 * Limits are in decimal hours.
 */
class FlightDutyLimits(private val extensionAllowed: Boolean = false) {

    fun maxDutyHours(reportTime: LocalTime, sectors: Int): Double {
        val base = when {
            reportTime.isBefore(LocalTime.of(5, 0)) -> 11.0
            reportTime.isBefore(LocalTime.of(6, 0)) -> 12.0
            reportTime.isBefore(LocalTime.of(17, 0)) -> 13.0
            reportTime.isBefore(LocalTime.of(22, 0)) -> 12.0
            else -> 11.0
        }
        val sectorPenalty = (sectors - 2).coerceAtLeast(0) * 0.5
        return (base - sectorPenalty).coerceAtLeast(9.0)
    }

    fun check(duty: DutyPeriod): LegalityResult {
        val limit = maxDutyHours(duty.reportTime, duty.sectors)
        val allowed = if (extensionAllowed) limit + 1.0 else limit
        val planned = duty.plannedDuty.toMinutes() / 60.0
        return if (planned <= allowed) {
            LegalityResult.Legal
        } else {
            LegalityResult.Illegal(
                "Pairing ${duty.pairingId}: planned duty %.1fh exceeds limit %.1fh".format(planned, allowed)
            )
        }
    }

    fun remainingDuty(duty: DutyPeriod, elapsed: Duration): Duration {
        val limit = maxDutyHours(duty.reportTime, duty.sectors)
        val limitMinutes = (limit * 60).toLong()
        val remaining = Duration.ofMinutes(limitMinutes).minus(elapsed)
        return if (remaining.isNegative) Duration.ZERO else remaining
    }
}
