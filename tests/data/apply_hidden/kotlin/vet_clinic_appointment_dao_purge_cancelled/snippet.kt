    // ... existing queries ...

    @Query("DELETE FROM appointments WHERE status = 'CANCELLED' AND starts_at < :before")
    suspend fun deleteCancelledOlderThan(before: Long): Int
}
