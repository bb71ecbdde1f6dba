@file:JvmName("TimeFormatting")

package com.example.notes.util

import java.time.Duration
import java.time.Instant
import java.time.ZoneId
import java.time.format.DateTimeFormatter
import java.util.Locale

private val DAY_FORMAT: DateTimeFormatter = DateTimeFormatter.ofPattern("d MMM yyyy", Locale.getDefault())
private val TIME_FORMAT: DateTimeFormatter = DateTimeFormatter.ofPattern("HH:mm", Locale.getDefault())

/**
 * "just now", "5 min ago", "3 h ago", or a date for anything older than a day.
 */
fun Instant.relativeTo(now: Instant, zone: ZoneId = ZoneId.systemDefault()): String {
    val elapsed = Duration.between(this, now)
    return when {
        elapsed.isNegative -> DAY_FORMAT.withZone(zone).format(this)
        elapsed < Duration.ofMinutes(1) -> "just now"
        elapsed < Duration.ofHours(1) -> "${elapsed.toMinutes()} min ago"
        elapsed < Duration.ofDays(1) -> "${elapsed.toHours()} h ago"
        else -> DAY_FORMAT.withZone(zone).format(this)
    }
}

fun Instant.timeOfDay(zone: ZoneId = ZoneId.systemDefault()): String =
    TIME_FORMAT.withZone(zone).format(this)

fun Duration.toClock(): String {
    val hours = toHours()
    val minutes = toMinutesPart()
    val seconds = toSecondsPart()
    return if (hours > 0) {
        "%d:%02d:%02d".format(hours, minutes, seconds)
    } else {
        "%d:%02d".format(minutes, seconds)
    }
}
