// ... existing code ...
    suspend fun getAvatar(userId: String): Bitmap? {
        // ... existing code ...
    }

    suspend fun refresh(userId: String) {
        cache.evict(userId)
        loadProfile(userId)
        getAvatar(userId)
    }
}
