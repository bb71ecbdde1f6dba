    @Query("SELECT * FROM notes WHERE folder_id = :folderId AND archived = 0 ORDER BY title")
    fun observeInFolder(folderId: Long): Flow<List<NoteEntity>>

    @Query(
        "SELECT * FROM notes WHERE archived = 0 AND (title LIKE '%' || :query || '%' " +
            "OR body LIKE '%' || :query || '%') ORDER BY updated_at DESC LIMIT :limit"
    )
    fun search(query: String, limit: Int = 50): Flow<List<NoteEntity>>

    @Insert(onConflict = OnConflictStrategy.REPLACE)
    suspend fun upsert(note: NoteEntity): Long
