package com.example.contacts.sync

import android.content.Context
import android.util.Log
import androidx.work.CoroutineWorker
import androidx.work.WorkerParameters
import com.example.contacts.data.ContactDao
import com.example.contacts.data.ContactEntity
import com.example.contacts.net.ContactsApi
import com.example.contacts.net.RemoteContact
import com.example.contacts.prefs.SyncPrefs
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import java.io.IOException

/**
 * Pulls changed contacts from the backend and mirrors them into the local database.
 */
class ContactSyncWorker(
    context: Context,
    params: WorkerParameters,
    private val api: ContactsApi,
    private val dao: ContactDao,
    private val prefs: SyncPrefs,
) : CoroutineWorker(context, params) {

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

        val (deleted, changed) = remote.partition { it.deleted }
        withContext(Dispatchers.IO) {
            dao.deleteByIds(deleted.map { it.id })
            dao.upsertAll(changed.map { it.toEntity() })
        }

        prefs.setLastSyncMillis(System.currentTimeMillis())
        Log.i(TAG, "Synced ${changed.size} contacts, removed ${deleted.size}")
        return Result.success()
    }

    private fun RemoteContact.toEntity() = ContactEntity(
        id = id,
        displayName = listOfNotNull(givenName, familyName).joinToString(" "),
        phone = phones.firstOrNull(),
        email = emails.firstOrNull(),
        avatarUrl = photo?.thumbnailUrl,
        updatedAt = updatedAt,
    )

    companion object {
        private const val TAG = "ContactSyncWorker"
        private const val MAX_ATTEMPTS = 3
        const val UNIQUE_NAME = "contact-sync"
        const val KEY_FORCE_FULL = "force_full"
    }
}
