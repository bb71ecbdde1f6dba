// ... existing code ...

class AdjusterRouter(
    private val directory: AdjusterDirectory,
    private val clock: Clock,
) {
    // ... existing code ...

    companion object {
        private val WEEKEND = setOf(DayOfWeek.SATURDAY, DayOfWeek.SUNDAY)
        // Extended desk hours for the storm season; the contact SLA keeps the normal hours.
        private val BUSINESS_HOURS = 7 until 20
        private const val MAX_OPEN_CLAIMS = 45
        // ... existing code ...
    }
}

// ... existing code ...
