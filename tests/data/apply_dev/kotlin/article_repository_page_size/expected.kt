package com.acme.blog.data

import com.acme.blog.model.Article
import com.acme.blog.model.ArticleStatus
import java.sql.Connection
import java.sql.ResultSet
import java.time.Instant
import javax.sql.DataSource

private const val DEFAULT_PAGE_SIZE = 20

class ArticleRepository(private val dataSource: DataSource) {

    fun findById(id: Long): Article? = dataSource.connection.use { conn ->
        conn.prepareStatement("SELECT * FROM articles WHERE id = ?").use { stmt ->
            stmt.setLong(1, id)
            stmt.executeQuery().use { rs -> if (rs.next()) rs.toArticle() else null }
        }
    }

    fun findPublished(page: Int): List<Article> = dataSource.connection.use { conn ->
        val offset = page * DEFAULT_PAGE_SIZE
        conn.prepareStatement(
            "SELECT * FROM articles WHERE status = ? ORDER BY published_at DESC LIMIT ? OFFSET ?"
        ).use { stmt ->
            stmt.setString(1, ArticleStatus.PUBLISHED.name)
            stmt.setInt(2, DEFAULT_PAGE_SIZE)
            stmt.setInt(3, offset)
            stmt.executeQuery().use { rs -> rs.toList() }
        }
    }

    fun findByAuthor(authorId: Long, page: Int, pageSize: Int = DEFAULT_PAGE_SIZE): List<Article> = dataSource.connection.use { conn ->
        require(pageSize in 1..100) { "pageSize must be between 1 and 100" }
        val offset = page * pageSize
        conn.prepareStatement(
            "SELECT * FROM articles WHERE author_id = ? ORDER BY created_at DESC LIMIT ? OFFSET ?"
        ).use { stmt ->
            stmt.setLong(1, authorId)
            stmt.setInt(2, pageSize)
            stmt.setInt(3, offset)
            stmt.executeQuery().use { rs -> rs.toList() }
        }
    }

    fun countPublished(): Long = dataSource.connection.use { conn ->
        conn.prepareStatement("SELECT COUNT(*) FROM articles WHERE status = ?").use { stmt ->
            stmt.setString(1, ArticleStatus.PUBLISHED.name)
            stmt.executeQuery().use { rs -> if (rs.next()) rs.getLong(1) else 0L }
        }
    }

    private fun ResultSet.toList(): List<Article> {
        val result = mutableListOf<Article>()
        while (next()) {
            result += toArticle()
        }
        return result
    }

    private fun ResultSet.toArticle(): Article = Article(
        id = getLong("id"),
        authorId = getLong("author_id"),
        title = getString("title"),
        body = getString("body"),
        status = ArticleStatus.valueOf(getString("status")),
        createdAt = getTimestamp("created_at").toInstant(),
        publishedAt = getTimestamp("published_at")?.toInstant(),
    )
}
