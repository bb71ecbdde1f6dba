package com.acme.blog.util

import java.text.Normalizer
import java.util.Locale

private const val MAX_SLUG_LENGTH = 80
private val NON_ALNUM = Regex("[^a-z0-9]+")
private val COMBINING_MARKS = Regex("\\p{Mn}+")
private val WHITESPACE = Regex("\\s+")

fun String.toSlug(): String {
    val normalized = Normalizer.normalize(this, Normalizer.Form.NFD)
    val ascii = COMBINING_MARKS.replace(normalized, "")
    val cleaned = NON_ALNUM.replace(ascii.lowercase(Locale.ROOT), "-")
    return cleaned.trim('-').take(MAX_SLUG_LENGTH).trimEnd('-')
}

fun String.truncateWords(maxWords: Int, ellipsis: String = "…"): String {
    val words = trim().split(WHITESPACE)
    if (words.size <= maxWords) return trim()
    return words.take(maxWords).joinToString(" ") + ellipsis
}

fun String.collapseWhitespace(): String {
    return WHITESPACE.replace(trim(), " ")
}

fun String.initials(limit: Int = 2): String {
    return split(WHITESPACE)
        .filter { it.isNotBlank() }
        .take(limit)
        .joinToString("") { it.first().uppercase() }
}

fun String.readingTimeMinutes(wordsPerMinute: Int = 220): Int {
    val words = trim().split(WHITESPACE).count { it.isNotBlank() }
    return maxOf(1, (words + wordsPerMinute - 1) / wordsPerMinute)
}

fun String.maskEmail(): String {
    val at = indexOf('@')
    if (at <= 1) return this
    return first() + "*".repeat(at - 1) + substring(at)
}
