package com.example.app.settings

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class SettingsUiState(
    val darkMode: Boolean = false,
    val language: String = "en",
    val fontScale: Float = 1.0f,
    val notificationsEnabled: Boolean = true,
    val isSaving: Boolean = false
)

class SettingsViewModel(
    private val repository: SettingsRepository
) : ViewModel() {

    private val _state = MutableStateFlow(SettingsUiState())
    val state: StateFlow<SettingsUiState> = _state.asStateFlow()

    init {
        viewModelScope.launch {
            val saved = repository.load()
            _state.update {
                it.copy(
                    darkMode = saved.darkMode,
                    language = saved.language,
                    fontScale = saved.fontScale
                )
            }
        }
    }

    fun setDarkMode(enabled: Boolean) {
        _state.update { it.copy(darkMode = enabled) }
        persist()
    }

    fun setLanguage(code: String) {
        _state.update { it.copy(language = code) }
        persist()
    }

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
