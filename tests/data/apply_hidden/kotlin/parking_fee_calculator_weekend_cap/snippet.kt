    fun feeFor(session: ParkingSession): Money {
        // ... existing code ...
        val raw = rate.perHour * billableHours
        val isWeekend = session.start.dayOfWeek.value >= 6
        val cap = if (isWeekend) rate.weekendDailyCap else rate.dailyCap
        return Money.min(raw, cap * days)
    }
