// ... existing code ...

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

// ... existing code ...
