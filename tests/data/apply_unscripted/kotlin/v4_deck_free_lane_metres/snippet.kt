class DeckSpaceCalculator(
    private val lanes: List<Lane>,
    private val gapMetres: Double = 0.5,
) {
    // ... existing code ...

    /** Share of total lane length already booked, from 0.0 to 1.0. */
    fun occupancyRatio(bookings: List<DeckBooking>): Double {
        val total = lanes.sumOf { it.lengthMetres }
        if (total == 0.0) return 0.0
        val used = lanes.sumOf { usedMetres(it.number, bookings) }
        return (used / total).coerceAtMost(1.0)
    }
}
