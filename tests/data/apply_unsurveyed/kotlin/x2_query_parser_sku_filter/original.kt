package com.shopfront.search.query

import java.util.Locale

data class ParsedQuery(
    val terms: List<String>,
    val brandFilter: String?,
    val maxPrice: Double?,
)

class SearchQueryParser(private val synonyms: SynonymStore) {

    fun parse(raw: String): ParsedQuery {
        val tokens = raw.split(WHITESPACE).filter { it.isNotBlank() }
        var brand: String? = null
        var maxPrice: Double? = null
        val terms = mutableListOf<String>()

        for (token in tokens) {
            when {
                token.startsWith("brand:") -> brand = token.removePrefix("brand:").ifBlank { null }
                token.startsWith("under:") -> maxPrice = token.removePrefix("under:").toDoubleOrNull()
                else -> terms += expand(normalize(token))
            }
        }

        return ParsedQuery(
            terms = terms.filterNot { it in STOP_WORDS }.distinct().take(MAX_TERMS),
            brandFilter = brand,
            maxPrice = maxPrice,
        )
    }

    private fun normalize(token: String): String =
        token.trim().lowercase(Locale.ROOT).trimEnd('.', ',', '!', '?')

    private fun expand(term: String): List<String> {
        val alternatives = synonyms.lookup(term)
        return if (alternatives.isEmpty()) listOf(term) else listOf(term) + alternatives
    }

    companion object {
        private val WHITESPACE = Regex("\\s+")
        private const val MAX_TERMS = 8
        private val STOP_WORDS = setOf("the", "a", "an", "for", "with", "and")
    }
}

fun ParsedQuery.isEmpty(): Boolean =
    terms.isEmpty() && brandFilter == null && maxPrice == null
