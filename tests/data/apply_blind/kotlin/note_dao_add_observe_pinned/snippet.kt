@Dao
interface NoteDao {

    // ... existing code ...

    @Query("SELECT * FROM notes WHERE pinned = 1 ORDER BY updated_at DESC")
    fun observePinned(): Flow<List<NoteEntity>>
}
