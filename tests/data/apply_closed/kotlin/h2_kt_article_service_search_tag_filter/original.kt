package com.acme.blog.service

import com.acme.blog.model.Article
import com.acme.blog.model.ArticleStatus
import com.acme.blog.repository.ArticleRepository
import java.time.Clock
import java.time.Instant

class ArticleNotFoundException(id: Long) : RuntimeException("Article $id not found")

class ArticleService(
    private val repository: ArticleRepository,
    private val clock: Clock = Clock.systemUTC(),
) {

    fun get(id: Long): Article =
        repository.findById(id) ?: throw ArticleNotFoundException(id)

    fun listPublished(page: Int, pageSize: Int = 20): List<Article> {
        require(page >= 0) { "page must not be negative" }
        return repository.findAll()
            .filter { it.status == ArticleStatus.PUBLISHED }
            .sortedByDescending { it.publishedAt }
            .drop(page * pageSize)
            .take(pageSize)
    }

    fun search(query: String, limit: Int = 10): List<Article> {
        val needle = query.trim().lowercase()
        if (needle.isEmpty()) return emptyList()
        return repository.findAll()
            .asSequence()
            .filter { it.status == ArticleStatus.PUBLISHED }
            .filter { needle in it.title.lowercase() || needle in it.body.lowercase() }
            .sortedByDescending { it.publishedAt }
            .take(limit)
            .toList()
    }

    fun publish(id: Long): Article {
        val article = get(id)
        check(article.status == ArticleStatus.DRAFT) { "Only drafts can be published" }
        val published = article.copy(
            status = ArticleStatus.PUBLISHED,
            publishedAt = Instant.now(clock),
        )
        return repository.save(published)
    }

    fun archive(id: Long): Article {
        val article = get(id)
        return repository.save(article.copy(status = ArticleStatus.ARCHIVED))
    }

    fun countByStatus(): Map<ArticleStatus, Int> =
        repository.findAll().groupingBy { it.status }.eachCount()
}
