package com.acme.notes.settings

import android.content.Context
import androidx.datastore.preferences.core.Preferences
import androidx.datastore.preferences.core.booleanPreferencesKey
import androidx.datastore.preferences.core.edit
import androidx.datastore.preferences.core.intPreferencesKey
import androidx.datastore.preferences.core.stringPreferencesKey
import androidx.datastore.preferences.preferencesDataStore
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.map

private val Context.dataStore by preferencesDataStore(name = "settings")

class SettingsRepository(private val context: Context) {

    private object Keys {
        val THEME = stringPreferencesKey("theme")
        val FONT_SIZE = intPreferencesKey("font_size")
        val SYNC_ENABLED = booleanPreferencesKey("sync_enabled")
        val SORT_ORDER = stringPreferencesKey("sort_order")
        val SHOW_PREVIEWS = booleanPreferencesKey("show_previews")
    }

    val theme: Flow<String> = context.dataStore.data.map { it[Keys.THEME] ?: "system" }

    val fontSize: Flow<Int> = context.dataStore.data.map { it[Keys.FONT_SIZE] ?: 16 }

    val syncEnabled: Flow<Boolean> = context.dataStore.data.map { it[Keys.SYNC_ENABLED] ?: true }

    val sortOrder: Flow<String> = context.dataStore.data.map { it[Keys.SORT_ORDER] ?: "updated_desc" }

    val showPreviews: Flow<Boolean> = context.dataStore.data.map { it[Keys.SHOW_PREVIEWS] ?: true }

    suspend fun setTheme(value: String) {
        context.dataStore.edit { it[Keys.THEME] = value }
    }

    suspend fun setFontSize(value: Int) {
        context.dataStore.edit { it[Keys.FONT_SIZE] = value.coerceIn(12, 28) }
    }

    suspend fun setSyncEnabled(value: Boolean) {
        context.dataStore.edit { it[Keys.SYNC_ENABLED] = value }
    }

    suspend fun setSortOrder(value: String) {
        context.dataStore.edit { it[Keys.SORT_ORDER] = value }
    }

    suspend fun setShowPreviews(value: Boolean) {
        context.dataStore.edit { it[Keys.SHOW_PREVIEWS] = value }
    }

    suspend fun clear() {
        context.dataStore.edit(Preferences::clear)
    }
}
