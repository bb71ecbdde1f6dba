    private object Keys {
        val THEME = stringPreferencesKey("theme")
        val FONT_SIZE = intPreferencesKey("font_size")
        val SYNC_ENABLED = booleanPreferencesKey("sync_enabled")
        val SORT_ORDER = stringPreferencesKey("sort_order")
        val SHOW_PREVIEWS = booleanPreferencesKey("show_previews")
    }

    // ...

    val sortOrder: Flow<String> = context.dataStore.data.map { it[Keys.SORT_ORDER] ?: "updated_desc" }

    val showPreviews: Flow<Boolean> = context.dataStore.data.map { it[Keys.SHOW_PREVIEWS] ?: true }

    // ...

    suspend fun setSortOrder(value: String) {
        context.dataStore.edit { it[Keys.SORT_ORDER] = value }
    }

    suspend fun setShowPreviews(value: Boolean) {
        context.dataStore.edit { it[Keys.SHOW_PREVIEWS] = value }
    }

    // ...
