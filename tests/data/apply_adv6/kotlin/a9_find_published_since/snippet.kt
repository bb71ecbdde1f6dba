// ... existing code ...

    fun findPublished(section: String, limit: Int, since: Instant? = null): List<Article> {
        val sinceClause = if (since != null) "AND published_at >= ?" else ""
        val sql = """
            SELECT * FROM articles
            WHERE section = ? AND status = 'PUBLISHED' $sinceClause
            ORDER BY published_at DESC
            LIMIT ?
        """.trimIndent()
        val params = listOfNotNull(section, since?.let { java.sql.Timestamp.from(it) }, limit)
        return query(sql, params)
    }

// ... existing code ...

class HomepageFeed(private val repo: ArticleRepository) {

    fun topStories(since: Instant? = null): Map<String, List<Article>> =
        SECTIONS.associateWith { repo.findPublished(it, 5, since) }

    // ... existing code ...
}
