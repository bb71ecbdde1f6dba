package com.stridelab.coaching

import java.time.DayOfWeek
import java.time.LocalDate
import java.time.temporal.ChronoUnit

enum class SessionType { EASY, LONG_RUN, INTERVALS, TEMPO, REST, STRENGTH }

data class PlannedSession(
    val date: LocalDate,
    val type: SessionType,
    val durationMin: Int,
    val notes: String = ""
)

class CoachingPlan(
    val athleteId: Long,
    val raceDate: LocalDate,
    private val sessions: MutableList<PlannedSession> = mutableListOf()
) {

    val weeksToRace: Long
        get() = ChronoUnit.WEEKS.between(LocalDate.now(), raceDate)

    fun add(session: PlannedSession) {
        require(!session.date.isAfter(raceDate)) { "session after race day: ${session.date}" }
        sessions.add(session)
        sessions.sortBy { it.date }
    }

    fun sessionsInWeek(weekStart: LocalDate): List<PlannedSession> {
        val weekEnd = weekStart.plusDays(6)
        return sessions.filter { !it.date.isBefore(weekStart) && !it.date.isAfter(weekEnd) }
    }

    fun weeklyVolumeMin(weekStart: LocalDate): Int =
        sessionsInWeek(weekStart).sumOf { it.durationMin }

    fun toLegacyCsv(): String {
        val sb = StringBuilder("date,type,minutes,notes\n")
        for (s in sessions) {
            sb.append(s.date).append(',')
                .append(s.type.name.lowercase()).append(',')
                .append(s.durationMin).append(',')
                .append(s.notes.replace(",", ";"))
                .append('\n')
        }
        return sb.toString()
    }

    fun longRuns(): List<PlannedSession> =
        sessions.filter { it.type == SessionType.LONG_RUN }

    fun restDays(): List<LocalDate> =
        sessions.filter { it.type == SessionType.REST }.map { it.date }

    fun taper(weeks: Int, factor: Double = 0.6) {
        val taperStart = raceDate.minusWeeks(weeks.toLong())
        sessions.replaceAll { s ->
            if (s.date.isBefore(taperStart) || s.type == SessionType.REST) s
            else s.copy(durationMin = (s.durationMin * factor).toInt())
        }
    }

    fun snapshot(): List<PlannedSession> = sessions.toList()
}

fun defaultWeekTemplate(weekStart: LocalDate): List<PlannedSession> {
    require(weekStart.dayOfWeek == DayOfWeek.MONDAY) { "weeks start on Monday" }
    return listOf(
        PlannedSession(weekStart, SessionType.REST, 0),
        PlannedSession(weekStart.plusDays(1), SessionType.INTERVALS, 50, "6x800m @ 5k pace"),
        PlannedSession(weekStart.plusDays(2), SessionType.EASY, 40),
        PlannedSession(weekStart.plusDays(3), SessionType.TEMPO, 45, "20 min @ threshold"),
        PlannedSession(weekStart.plusDays(4), SessionType.STRENGTH, 30),
        PlannedSession(weekStart.plusDays(5), SessionType.EASY, 35),
        PlannedSession(weekStart.plusDays(6), SessionType.LONG_RUN, 100)
    )
}
