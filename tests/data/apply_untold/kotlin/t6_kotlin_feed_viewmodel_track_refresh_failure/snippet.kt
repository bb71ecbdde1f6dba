    fun refresh(force: Boolean) {
        // ... existing code ...
        refreshJob = viewModelScope.launch {
            try {
                // ... existing code ...
            } catch (e: IOException) {
                _state.value = FeedState.Error(e.message ?: "Network error")
                analytics.track("feed_refresh_failed", mapOf("reason" to e.javaClass.simpleName))
            }
        }
    }
