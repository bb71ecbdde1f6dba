package com.ironforge.anticheat.reports

import java.time.Duration
import java.time.Instant

enum class ReportReason { AIMBOT, WALLHACK, SPEEDHACK, GRIEFING, CHAT_ABUSE }

data class CheatReport(
    val id: Long,
    val reporterId: String,
    val suspectId: String,
    val matchId: String,
    val reason: ReportReason,
    val createdAt: Instant,
)

data class Appeal(
    val id: Long,
    val playerId: String,
    val banId: Long,
    val message: String,
    val createdAt: Instant,
)

class ReportTriageService(
    private val reporterTrust: (String) -> Double,
    private val priorReports: (String) -> Int,
) {
    private val maxAge = Duration.ofDays(3)

    fun priorityFor(report: CheatReport, now: Instant): Int {
        if (Duration.between(report.createdAt, now) > maxAge) return 0
        var score = when (report.reason) {
            ReportReason.AIMBOT, ReportReason.WALLHACK -> 50
            ReportReason.SPEEDHACK -> 40
            ReportReason.GRIEFING -> 20
            ReportReason.CHAT_ABUSE -> 10
        }
        score += (reporterTrust(report.reporterId) * 30).toInt()
        score += minOf(priorReports(report.suspectId), 5) * 4
        return score.coerceIn(0, 100)
    }

    fun triage(reports: List<CheatReport>, now: Instant): List<CheatReport> =
        reports
            .filter { priorityFor(it, now) > 0 }
            .sortedByDescending { priorityFor(it, now) }

    fun dedupe(reports: List<CheatReport>): List<CheatReport> =
        reports.distinctBy { Triple(it.reporterId, it.suspectId, it.matchId) }
}

class AppealService(
    private val banSeverity: (Long) -> Int,
) {
    private val maxAge = Duration.ofDays(30)

    fun priorityFor(appeal: Appeal, now: Instant): Int {
        if (Duration.between(appeal.createdAt, now) > maxAge) return 0
        var score = banSeverity(appeal.banId) * 10
        if (appeal.message.length > 200) score += 5
        return score.coerceIn(0, 100)
    }

    fun queue(appeals: List<Appeal>, now: Instant): List<Appeal> =
        appeals
            .filter { priorityFor(it, now) > 0 }
            .sortedByDescending { priorityFor(it, now) }
}
