fun String.toSlug(): String {
    val normalized = Normalizer.normalize(this, Normalizer.Form.NFD)
    val ascii = COMBINING_MARKS.replace(normalized, "")
    val cleaned = NON_ALNUM.replace(ascii.lowercase(Locale.ROOT), "-")
    return cleaned.trim('-').take(MAX_SLUG_LENGTH).trimEnd('-')
}

// ... existing code ...
