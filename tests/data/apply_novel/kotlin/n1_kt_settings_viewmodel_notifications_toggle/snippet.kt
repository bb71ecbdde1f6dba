// ... keep existing code

data class SettingsUiState(
    val darkMode: Boolean = false,
    val language: String = "en",
    val fontScale: Float = 1.0f,
    val notificationsEnabled: Boolean = true,
    val isSaving: Boolean = false
)

// ... keep existing code

    fun setFontScale(scale: Float) {
        _state.update { it.copy(fontScale = scale.coerceIn(0.85f, 1.3f)) }
        persist()
    }

    fun setNotificationsEnabled(enabled: Boolean) {
        _state.update { it.copy(notificationsEnabled = enabled) }
        persist()
    }

    private fun persist() {
        viewModelScope.launch {
            _state.update { it.copy(isSaving = true) }
            val s = _state.value
            repository.save(SavedSettings(s.darkMode, s.language, s.fontScale, s.notificationsEnabled))
            _state.update { it.copy(isSaving = false) }
        }
    }
}
