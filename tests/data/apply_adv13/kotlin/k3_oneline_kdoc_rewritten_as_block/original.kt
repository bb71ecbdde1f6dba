package com.example.profile

import android.graphics.Bitmap
import android.graphics.BitmapFactory
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

class ProfileRepository(
    private val api: ProfileApi,
    private val cache: ProfileCache,
) {
    suspend fun loadProfile(userId: String): Profile {
        cache.profile(userId)?.let { return it }
        val profile = withContext(Dispatchers.IO) { api.profile(userId) }
        cache.putProfile(userId, profile)
        return profile
    }

    /** Loads a user's avatar. */
    suspend fun loadAvatar(userId: String): Bitmap? {
        cache.avatar(userId)?.let { return it }
        val bytes = withContext(Dispatchers.IO) { api.avatar(userId) } ?: return null
        val bitmap = BitmapFactory.decodeByteArray(bytes, 0, bytes.size)
        cache.putAvatar(userId, bitmap)
        return bitmap
    }

    suspend fun refresh(userId: String) {
        cache.evict(userId)
        loadProfile(userId)
        loadAvatar(userId)
    }
}
