package com.acme.notes.ui.settings

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.acme.notes.data.prefs.SettingsRepository
import com.acme.notes.data.prefs.ThemeMode
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class SettingsUiState(
    val themeMode: ThemeMode = ThemeMode.SYSTEM,
    val fontScale: Float = 1.0f,
    val syncOnWifiOnly: Boolean = true,
    val remindersEnabled: Boolean = false,
    val isSaving: Boolean = false,
)

class SettingsViewModel(
    private val repository: SettingsRepository,
) : ViewModel() {

    private val _uiState = MutableStateFlow(SettingsUiState())
    val uiState: StateFlow<SettingsUiState> = _uiState.asStateFlow()

    init {
        viewModelScope.launch {
            repository.settings.collect { stored ->
                _uiState.update {
                    it.copy(
                        themeMode = stored.themeMode,
                        fontScale = stored.fontScale,
                        syncOnWifiOnly = stored.syncOnWifiOnly,
                        remindersEnabled = stored.remindersEnabled,
                    )
                }
            }
        }
    }

    fun setThemeMode(mode: ThemeMode) {
        _uiState.update { it.copy(themeMode = mode) }
        persist { repository.setThemeMode(mode) }
    }

    fun setFontScale(scale: Float) {
        val clamped = scale.coerceIn(0.8f, 1.6f)
        _uiState.update { it.copy(fontScale = clamped) }
        persist { repository.setFontScale(clamped) }
    }

    fun setSyncOnWifiOnly(enabled: Boolean) {
        _uiState.update { it.copy(syncOnWifiOnly = enabled) }
        persist { repository.setSyncOnWifiOnly(enabled) }
    }

    fun setRemindersEnabled(enabled: Boolean) {
        _uiState.update { it.copy(remindersEnabled = enabled) }
        persist { repository.setRemindersEnabled(enabled) }
    }

    private fun persist(block: suspend () -> Unit) {
        viewModelScope.launch {
            _uiState.update { it.copy(isSaving = true) }
            try {
                block()
            } finally {
                _uiState.update { it.copy(isSaving = false) }
            }
        }
    }
}
