fun String.toSlug(): String {
    val normalized = Normalizer.normalize(this, Normalizer.Form.NFD)
        .replace(DIACRITICS, "")
    return normalized.lowercase(Locale.ROOT)
        .replace(NON_ALNUM, "-")
        .trim('-')
        .take(80)
        .trimEnd('-')
}

// ... existing code ...
