package com.example.app.profile

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class ProfileUiState(
    val name: String = "",
    val email: String = "",
    val bio: String = "",
    val isLoading: Boolean = false,
    val isSaving: Boolean = false,
    val error: String? = null,
)

class ProfileViewModel(
    private val repository: ProfileRepository,
    private val analytics: Analytics,
) : ViewModel() {

    private val _state = MutableStateFlow(ProfileUiState())
    val state: StateFlow<ProfileUiState> = _state.asStateFlow()

    fun load() {
        _state.update { it.copy(isLoading = true, error = null) }
        viewModelScope.launch {
            runCatching { repository.fetchProfile() }
                .onSuccess { profile ->
                    _state.update {
                        it.copy(
                            name = profile.name,
                            email = profile.email,
                            bio = profile.bio,
                            isLoading = false,
                        )
                    }
                    analytics.track("profile_loaded")
                }
                .onFailure { e ->
                    _state.update { it.copy(isLoading = false, error = e.message) }
                }
        }
    }

    fun onNameChanged(value: String) {
        _state.update { it.copy(name = value) }
    }

    fun onBioChanged(value: String) {
        _state.update { it.copy(bio = value.take(MAX_BIO_LENGTH)) }
    }

    fun save() {
        val current = _state.value
        if (current.name.isBlank()) {
            _state.update { it.copy(error = "Name is required") }
            return
        }
        _state.update { it.copy(isSaving = true, error = null) }
        viewModelScope.launch {
            runCatching { repository.updateProfile(current.name, current.bio) }
                .onSuccess {
                    _state.update { it.copy(isSaving = false) }
                }
                .onFailure { e ->
                    _state.update { it.copy(isSaving = false, error = e.message) }
                }
        }
    }

    companion object {
        const val MAX_BIO_LENGTH = 280
    }
}
