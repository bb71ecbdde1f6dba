package org.northfieldnhm.conservation

import java.time.LocalDate
import java.time.LocalDateTime

enum class Treatment { SURFACE_CLEAN, CONSOLIDATE, PEST_FREEZE, REHOUSE, CONDITION_CHECK }

data class LogEntry(
    val catalogNumber: String,
    val treatment: Treatment,
    val conservator: String,
    val performedAt: LocalDateTime,
    val notes: String = "",
)

class ConservationLog {
    private val entries = mutableListOf<LogEntry>()

    fun record(entry: LogEntry) {
        entries += entry
    }

    fun historyFor(catalogNumber: String): List<LogEntry> =
        entries.filter { it.catalogNumber == catalogNumber }.sortedBy { it.performedAt }

    fun byConservator(name: String): List<LogEntry> =
        entries.filter { it.conservator == name }.sortedBy { it.performedAt }

    fun lastFreeze(catalogNumber: String): LogEntry? =
        historyFor(catalogNumber).lastOrNull { it.treatment == Treatment.PEST_FREEZE }

    fun dueForConditionCheck(today: LocalDate, intervalDays: Long = 365): List<String> =
        entries.groupBy { it.catalogNumber }
            .filterValues { history ->
                val lastCheck = history
                    .filter { it.treatment == Treatment.CONDITION_CHECK }
                    .maxOfOrNull { it.performedAt.toLocalDate() }
                lastCheck == null || lastCheck.plusDays(intervalDays) <= today
            }
            .keys
            .sorted()

    fun formatEntry(entry: LogEntry): String {
        val label = entry.treatment.name.lowercase().replace('_', ' ')
        val notes = if (entry.notes.isBlank()) "" else " — ${entry.notes}"
        return "${entry.performedAt} ${entry.catalogNumber}: $label by ${entry.conservator}$notes"
    }

    fun report(catalogNumber: String): String =
        historyFor(catalogNumber).joinToString("\n") { formatEntry(it) }
}

fun main() {
    val log = ConservationLog()
    log.record(LogEntry("NHM-ENT-2290", Treatment.PEST_FREEZE, "R. Okafor", LocalDateTime.of(2024, 3, 4, 9, 15)))
    log.record(LogEntry("NHM-ENT-2290", Treatment.REHOUSE, "R. Okafor", LocalDateTime.of(2024, 3, 11, 14, 0), "new unit tray"))
    log.record(LogEntry("NHM-PAL-1187", Treatment.CONSOLIDATE, "M. Lindqvist", LocalDateTime.of(2024, 2, 20, 10, 30), "Paraloid B-72, 5%"))
    log.record(LogEntry("NHM-ORN-0412", Treatment.CONDITION_CHECK, "M. Lindqvist", LocalDateTime.of(2023, 1, 9, 11, 45)))
    println(log.report("NHM-ENT-2290"))
    println("Due for condition check: ${log.dueForConditionCheck(LocalDate.of(2024, 6, 1))}")
}
