// ... existing code ...

    fun sauteAlert(item: TicketItem): AlertLevel {
        val elapsed = Duration.between(item.firedAt, item.bumpedAt ?: clock())
        if (elapsed > Duration.ofMinutes(12)) return AlertLevel.LATE
        if (elapsed > Duration.ofMinutes(9)) return AlertLevel.WARN
        return AlertLevel.OK
    }

// ... existing code ...
