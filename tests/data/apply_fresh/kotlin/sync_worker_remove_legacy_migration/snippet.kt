class SyncWorker(
    context: Context,
    params: WorkerParameters,
    private val repository: SyncRepository,
) : CoroutineWorker(context, params) {

    // ... doWork() unchanged ...

    // legacyMigrateCursor() removed: the last_sync -> cursor migration shipped in 3.2 and is no longer needed

    companion object {
        // ... unchanged ...
    }
}
