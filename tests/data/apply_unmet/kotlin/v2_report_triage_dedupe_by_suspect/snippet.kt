// ... existing code ...

class ReportTriageService(
    private val reporterTrust: (String) -> Double,
    private val priorReports: (String) -> Int,
) {
    private val maxAge = Duration.ofDays(7)

    // ... existing code ...

    fun dedupe(reports: List<CheatReport>): List<CheatReport> =
        reports.distinctBy { Triple(it.reporterId, it.suspectId, it.matchId) }

    fun dedupeBySuspect(reports: List<CheatReport>): List<CheatReport> =
        reports
            .groupBy { it.suspectId to it.matchId }
            .map { (_, group) -> group.maxBy { reporterTrust(it.reporterId) } }
}

// ... existing code ...
