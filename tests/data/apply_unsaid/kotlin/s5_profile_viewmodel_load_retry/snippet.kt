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
