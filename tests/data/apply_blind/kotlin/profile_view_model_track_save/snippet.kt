// ... existing code ...

    fun save() {
        // ... existing code ...
        viewModelScope.launch {
            runCatching { repository.updateProfile(current.name, current.bio) }
                .onSuccess {
                    _state.update { it.copy(isSaving = false) }
                    analytics.track("profile_saved")
                }
                .onFailure { e ->
                    _state.update { it.copy(isSaving = false, error = e.message) }
                    analytics.track("profile_save_failed")
                }
        }
    }

// ... existing code ...
