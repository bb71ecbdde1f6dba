    // ... existing code ...

    suspend fun refreshToken(): Boolean = refreshLock.withLock {
        val current = tokens.read() ?: return false
        return runCatching { api.refresh(current.refreshToken) }
            .onSuccess { tokens.write(it.accessToken, it.refreshToken, current.userId) }
            .onFailure { logout() }
            .isSuccess
    }

    suspend fun logout() {
        runCatching { tokens.read()?.let { api.revoke(it.refreshToken) } }
        tokens.clear()
        _state.value = SessionState.LoggedOut
    }

    // ... existing code ...
