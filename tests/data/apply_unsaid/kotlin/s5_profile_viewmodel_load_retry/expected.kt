package com.example.social.ui.profile

import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.social.data.ProfileRepository
import com.example.social.data.model.Profile
import com.example.social.data.model.Post
import dagger.hilt.android.lifecycle.HiltViewModel
import java.io.IOException
import javax.inject.Inject
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class ProfileUiState(
    val isLoading: Boolean = false,
    val profile: Profile? = null,
    val posts: List<Post> = emptyList(),
    val isFollowing: Boolean = false,
    val errorMessage: String? = null,
)

@HiltViewModel
class ProfileViewModel @Inject constructor(
    private val repository: ProfileRepository,
    savedStateHandle: SavedStateHandle,
) : ViewModel() {

    private val userId: String = checkNotNull(savedStateHandle["userId"])

    private val _uiState = MutableStateFlow(ProfileUiState())
    val uiState: StateFlow<ProfileUiState> = _uiState.asStateFlow()

    init {
        loadProfile()
    }

    fun loadProfile(forceRefresh: Boolean = false) {
        viewModelScope.launch {
            _uiState.update { it.copy(isLoading = true, errorMessage = null) }
            try {
                val profile = repository.getProfile(userId, forceRefresh)
                val posts = repository.getPosts(userId, forceRefresh)
                _uiState.update {
                    it.copy(isLoading = false, profile = profile, posts = posts, isFollowing = profile.followedByMe)
                }
            } catch (e: CancellationException) {
                throw e
            } catch (e: IOException) {
                _uiState.update { it.copy(isLoading = false, errorMessage = "No connection. Pull to retry.") }
            } catch (e: Exception) {
                _uiState.update { it.copy(isLoading = false, errorMessage = e.message ?: "Unknown error") }
            }
        }
    }

    fun toggleFollow() {
        val current = _uiState.value
        viewModelScope.launch {
            _uiState.update { it.copy(isFollowing = !current.isFollowing) }
            val result = runCatching {
                if (current.isFollowing) repository.unfollow(userId) else repository.follow(userId)
            }
            if (result.isFailure) {
                _uiState.update { it.copy(isFollowing = current.isFollowing, errorMessage = "Could not update follow state") }
            }
        }
    }

    fun dismissError() {
        _uiState.update { it.copy(errorMessage = null) }
    }
}
