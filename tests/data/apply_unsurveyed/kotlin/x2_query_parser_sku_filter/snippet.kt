class SearchQueryParser(private val synonyms: SynonymStore) {

    // ... existing code ...

    companion object {
        private val WHITESPACE = Regex("\\s+")
        private const val MAX_TERMS = 8
        private val STOP_WORDS = setOf("the", "a", "an", "for", "with", "and")
        private val SKU_PATTERN = Regex("^[A-Z]{2,4}-\\d{4,8}$")

        fun looksLikeSku(raw: String): Boolean = SKU_PATTERN.matches(raw.trim().uppercase(Locale.ROOT))
    }
}
