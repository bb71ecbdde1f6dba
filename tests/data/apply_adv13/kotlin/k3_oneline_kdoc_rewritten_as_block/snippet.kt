// ... existing code ...
    /**
     * Loads a user's avatar, from the cache when it holds one.
     *
     * Returns null when the user has no avatar.
     */
    suspend fun loadAvatar(userId: String): Bitmap? {
        // ... existing code ...
