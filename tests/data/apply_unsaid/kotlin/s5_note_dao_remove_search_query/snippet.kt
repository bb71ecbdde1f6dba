    @Query("SELECT * FROM notes WHERE id = :id")
    suspend fun findById(id: Long): NoteEntity?

    @Query("SELECT * FROM notes WHERE folder_id = :folderId AND archived = 0 ORDER BY updated_at DESC")
    fun observeByFolder(folderId: Long): Flow<List<NoteEntity>>
