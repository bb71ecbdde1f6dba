package com.example.notes.util

import java.text.Normalizer
import java.util.Locale

private val DIACRITICS = Regex("\\p{InCombiningDiacriticalMarks}+")
private val NON_ALNUM = Regex("[^a-z0-9]+")
private val WHITESPACE = Regex("\\s+")
private val EMAIL = Regex("^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$")

fun String.collapseWhitespace(): String {
    return trim().replace(WHITESPACE, " ")
}

fun String.toSlug(): String {
    val normalized = Normalizer.normalize(this, Normalizer.Form.NFD)
        .replace(DIACRITICS, "")
    return normalized.lowercase(Locale.ROOT)
        .replace(NON_ALNUM, "-")
        .trim('-')
}

fun String.ellipsize(maxLength: Int): String {
    require(maxLength > 1) { "maxLength must be > 1" }
    if (length <= maxLength) return this
    return take(maxLength - 1).trimEnd() + "\u2026"
}

fun String.initials(limit: Int = 2): String {
    return split(WHITESPACE)
        .filter { it.isNotBlank() }
        .take(limit)
        .joinToString("") { it.first().uppercase(Locale.getDefault()) }
}

fun String.isValidEmail(): Boolean {
    return EMAIL.matches(trim())
}

fun String?.orDash(): String {
    return if (isNullOrBlank()) "\u2014" else this
}

fun CharSequence.wordCount(): Int {
    val trimmed = trim()
    if (trimmed.isEmpty()) return 0
    return trimmed.split(WHITESPACE).size
}
