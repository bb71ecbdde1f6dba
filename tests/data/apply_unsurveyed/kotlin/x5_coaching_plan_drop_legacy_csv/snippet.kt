// ... existing code ...

    fun weeklyVolumeMin(weekStart: LocalDate): Int =
        sessionsInWeek(weekStart).sumOf { it.durationMin }

    // ... removed toLegacyCsv(); CSV export now lives in PlanExporter ...

    fun longRuns(): List<PlannedSession> =
        sessions.filter { it.type == SessionType.LONG_RUN }

// ... existing code ...
