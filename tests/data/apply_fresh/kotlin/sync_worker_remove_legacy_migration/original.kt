package com.example.tracker.sync

import android.content.Context
import android.util.Log
import androidx.work.BackoffPolicy
import androidx.work.Constraints
import androidx.work.CoroutineWorker
import androidx.work.ExistingPeriodicWorkPolicy
import androidx.work.NetworkType
import androidx.work.PeriodicWorkRequestBuilder
import androidx.work.WorkManager
import androidx.work.WorkerParameters
import java.util.concurrent.TimeUnit

class SyncWorker(
    context: Context,
    params: WorkerParameters,
    private val repository: SyncRepository,
) : CoroutineWorker(context, params) {

    override suspend fun doWork(): Result {
        return try {
            val pushed = repository.pushPending()
            val pulled = repository.pullChanges()
            Log.i(TAG, "sync done: pushed=$pushed pulled=$pulled")
            Result.success()
        } catch (e: SyncConflictException) {
            Log.w(TAG, "sync conflict, will retry", e)
            Result.retry()
        } catch (e: Exception) {
            Log.e(TAG, "sync failed", e)
            if (runAttemptCount < MAX_ATTEMPTS) Result.retry() else Result.failure()
        }
    }

    private fun legacyMigrateCursor() {
        val prefs = applicationContext.getSharedPreferences("sync", Context.MODE_PRIVATE)
        val old = prefs.getLong("last_sync", -1L)
        if (old > 0) {
            prefs.edit().putString("cursor", old.toString()).remove("last_sync").apply()
        }
    }

    companion object {
        private const val TAG = "SyncWorker"
        private const val MAX_ATTEMPTS = 5
        private const val UNIQUE_NAME = "periodic-sync"

        fun schedule(context: Context) {
            val constraints = Constraints.Builder()
                .setRequiredNetworkType(NetworkType.CONNECTED)
                .setRequiresBatteryNotLow(true)
                .build()
            val request = PeriodicWorkRequestBuilder<SyncWorker>(6, TimeUnit.HOURS)
                .setConstraints(constraints)
                .setBackoffCriteria(BackoffPolicy.EXPONENTIAL, 30, TimeUnit.SECONDS)
                .build()
            WorkManager.getInstance(context)
                .enqueueUniquePeriodicWork(UNIQUE_NAME, ExistingPeriodicWorkPolicy.KEEP, request)
        }
    }
}
