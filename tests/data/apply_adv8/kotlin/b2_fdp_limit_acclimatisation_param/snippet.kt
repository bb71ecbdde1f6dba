// ... existing code ...

    fun maxDutyHours(reportTime: LocalTime, sectors: Int, acclimatised: Boolean): Double {
        val base = when {
            !acclimatised -> 11.0
            reportTime.isBefore(LocalTime.of(5, 0)) -> 11.0
            // ... existing code ...
        }
        val sectorPenalty = (sectors - 2).coerceAtLeast(0) * 0.5
        val floor = if (acclimatised) 9.0 else 8.5
        return (base - sectorPenalty).coerceAtLeast(floor)
    }

    fun check(duty: DutyPeriod): LegalityResult {
        val limit = maxDutyHours(duty.reportTime, duty.sectors, duty.acclimatised)
        // ... existing code ...
    }

    fun remainingDuty(duty: DutyPeriod, elapsed: Duration): Duration {
        val limit = maxDutyHours(duty.reportTime, duty.sectors, duty.acclimatised)
        // ... existing code ...
    }
}
