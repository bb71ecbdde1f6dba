override suspend fun doWork(): Result {
    val cursor = prefs.syncCursor()
    val fullSync = cursor == null || inputData.getBoolean(KEY_FORCE_FULL, false)
    Log.d(TAG, if (fullSync) "Starting full contact sync" else "Resuming contact sync at cursor $cursor")
    val remote: List<RemoteContact> = try {
        api.contactsPage(cursor = cursor.takeUnless { fullSync }, limit = 500).items
    } catch (e: IOException) {
        Log.w(TAG, "Contact sync failed, will retry", e)
        return if (runAttemptCount < MAX_ATTEMPTS) Result.retry() else Result.failure()
    }

    // ... rest of doWork unchanged ...
}
