package news.ledger.cms.articles

import java.time.Instant
import javax.sql.DataSource

enum class ArticleStatus { DRAFT, IN_REVIEW, SCHEDULED, PUBLISHED, RETRACTED }

data class Article(
    val id: Long,
    val slug: String,
    val headline: String,
    val section: String,
    val status: ArticleStatus,
    val publishedAt: Instant?,
)

class ArticleRepository(private val dataSource: DataSource) {

    fun findById(id: Long): Article? =
        query("SELECT * FROM articles WHERE id = ?", listOf(id)).firstOrNull()

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

    fun findDrafts(section: String, limit: Int): List<Article> {
        val sql = """
            SELECT * FROM articles
            WHERE section = ? AND status = 'DRAFT'
            ORDER BY updated_at DESC
            LIMIT ?
        """.trimIndent()
        return query(sql, listOf(section, limit))
    }

    private fun query(sql: String, params: List<Any>): List<Article> =
        dataSource.connection.use { conn ->
            conn.prepareStatement(sql).use { stmt ->
                params.forEachIndexed { i, p -> stmt.setObject(i + 1, p) }
                stmt.executeQuery().use { rs ->
                    val out = mutableListOf<Article>()
                    while (rs.next()) {
                        out += Article(
                            id = rs.getLong("id"),
                            slug = rs.getString("slug"),
                            headline = rs.getString("headline"),
                            section = rs.getString("section"),
                            status = ArticleStatus.valueOf(rs.getString("status")),
                            publishedAt = rs.getTimestamp("published_at")?.toInstant(),
                        )
                    }
                    out
                }
            }
        }
}

class HomepageFeed(private val repo: ArticleRepository) {

    fun topStories(since: Instant? = null): Map<String, List<Article>> =
        SECTIONS.associateWith { repo.findPublished(it, 5, since) }

    fun drafts(section: String): List<Article> = repo.findDrafts(section, 20)

    companion object {
        val SECTIONS = listOf("politics", "business", "sport", "culture")
    }
}
