class SettingsViewModel(
    private val repository: SettingsRepository,
) : ViewModel() {

    // ... existing code ...

    fun resetToDefaults() {
        val defaults = SettingsUiState()
        _uiState.value = defaults
        persist {
            repository.setThemeMode(defaults.themeMode)
            repository.setFontScale(defaults.fontScale)
            repository.setSyncOnWifiOnly(defaults.syncOnWifiOnly)
            repository.setRemindersEnabled(defaults.remindersEnabled)
        }
    }
}
