package com.proleague.officiating

import java.time.LocalDate
import java.time.temporal.ChronoUnit

@JvmInline
value class RefereeId(val value: String)

data class Referee(
    val id: RefereeId,
    val name: String,
    val grade: Int,
    val homeRegion: String,
    val lastAssigned: LocalDate?,
)

data class Match(
    val id: Long,
    val homeClub: String,
    val awayClub: String,
    val region: String,
    val date: LocalDate,
    val isDerby: Boolean,
)

data class Assignment(
    val matchId: Long,
    val referee: RefereeId,
    val fourthOfficial: RefereeId?,
)

/**
 * Picks officials for a round of fixtures. Referees never officiate in their
 * home region, need [minRestDays] between matches, and derbies need a grade
 * of [derbyMaxGrade] or better (1 is the elite panel).
 */
class RefereeAssigner(
    private val minRestDays: Long = 4,
    private val derbyMaxGrade: Int = 1,
) {
    fun assignReferee(match: Match, pool: List<Referee>): Referee? {
        val eligible = pool
            .filter { it.homeRegion != match.region }
            .filter { isRested(it, match.date) }
            .filter { !match.isDerby || it.grade <= derbyMaxGrade }
        return eligible.minByOrNull { it.lastAssigned ?: LocalDate.MIN }
    }

    fun assignRound(matches: List<Match>, pool: List<Referee>): List<Assignment> {
        val used = mutableSetOf<RefereeId>()
        val result = mutableListOf<Assignment>()
        // Derbies first so the elite panel is not used up on quiet fixtures.
        for (match in matches.sortedByDescending { it.isDerby }) {
            val available = pool.filter { it.id !in used }
            val referee = assignReferee(match, available) ?: continue
            used += referee.id
            val fourth = available.firstOrNull { it.id !in used }
            fourth?.let { used += it.id }
            result += Assignment(match.id, referee.id, fourth?.id)
        }
        return result
    }

    fun unassigned(matches: List<Match>, assignments: List<Assignment>): List<Match> {
        val covered = assignments.map { it.matchId }.toSet()
        return matches.filter { it.id !in covered }
    }

    private fun isRested(referee: Referee, date: LocalDate): Boolean {
        val last = referee.lastAssigned ?: return true
        return ChronoUnit.DAYS.between(last, date) >= minRestDays
    }
}
