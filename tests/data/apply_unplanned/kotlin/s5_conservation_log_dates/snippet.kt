import java.time.LocalDate
import java.time.LocalDateTime
import java.time.format.DateTimeFormatter

private val LOG_TIMESTAMP: DateTimeFormatter = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")

// ... existing code ...

    fun formatEntry(entry: LogEntry): String {
        val label = entry.treatment.name.lowercase().replace('_', ' ')
        val notes = if (entry.notes.isBlank()) "" else " — ${entry.notes}"
        val stamp = entry.performedAt.format(LOG_TIMESTAMP)
        return "$stamp ${entry.catalogNumber}: $label by ${entry.conservator}$notes"
    }

// ... existing code ...
