    // ... existing code ...

    fun search(query: String, tag: String? = null, limit: Int = 10): List<Article> {
        val needle = query.trim().lowercase()
        if (needle.isEmpty()) return emptyList()
        return repository.findAll()
            .asSequence()
            .filter { it.status == ArticleStatus.PUBLISHED }
            .filter { tag == null || it.tags.any { t -> t.equals(tag, ignoreCase = true) } }
            .filter { needle in it.title.lowercase() || needle in it.body.lowercase() }
            .sortedByDescending { it.publishedAt }
            .take(limit)
            .toList()
    }

    // ... existing code ...
