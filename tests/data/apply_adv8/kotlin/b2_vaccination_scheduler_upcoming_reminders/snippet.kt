// ... existing code ...

class VaccinationScheduler(
    private val catalog: VaccineCatalog,
    private val clock: Clock,
) {
    // ... existing code ...

    fun upcomingReminders(records: List<VaccinationRecord>, withinDays: Long): List<VaccinationRecord> {
        val today = LocalDate.now(clock)
        val horizon = today.plusDays(withinDays)
        return latestPerVaccine(records).filter { record ->
            val due = nextDueDate(record) ?: return@filter false
            !due.isBefore(today) && !due.isAfter(horizon)
        }
    }
}

// ... existing code ...
