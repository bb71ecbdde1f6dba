package com.example.shop.auth

import com.example.shop.auth.api.AuthApi
import com.example.shop.auth.api.LoginRequest
import com.example.shop.auth.storage.TokenStore
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import javax.inject.Inject
import javax.inject.Singleton

@Singleton
class SessionManager @Inject constructor(
    private val api: AuthApi,
    private val tokens: TokenStore,
) {
    private val refreshLock = Mutex()
    private val _state = MutableStateFlow<SessionState>(SessionState.Unknown)
    val state: StateFlow<SessionState> = _state.asStateFlow()

    suspend fun restore() {
        val saved = tokens.read()
        _state.value = if (saved != null) SessionState.LoggedIn(saved.userId) else SessionState.LoggedOut
    }

    suspend fun login(email: String, password: String): Result<Unit> = runCatching {
        val response = api.login(LoginRequest(email.trim(), password))
        tokens.write(response.accessToken, response.refreshToken, response.userId)
        _state.value = SessionState.LoggedIn(response.userId)
    }

    suspend fun refreshToken(): Boolean = refreshLock.withLock {
        val current = tokens.read() ?: return false
        return runCatching { api.refresh(current.refreshToken) }
            .onSuccess { tokens.write(it.accessToken, it.refreshToken, current.userId) }
            .onFailure { logout() }
            .isSuccess
    }

    @Deprecated("Cookie sessions were replaced by bearer tokens")
    suspend fun legacyCookieLogin(cookie: String): Result<Unit> = runCatching {
        val response = api.exchangeCookie(cookie)
        tokens.write(response.accessToken, response.refreshToken, response.userId)
        _state.value = SessionState.LoggedIn(response.userId)
    }

    suspend fun logout() {
        runCatching { tokens.read()?.let { api.revoke(it.refreshToken) } }
        tokens.clear()
        _state.value = SessionState.LoggedOut
    }

    fun accessToken(): String? = tokens.peekAccessToken()
}

sealed interface SessionState {
    data object Unknown : SessionState
    data object LoggedOut : SessionState
    data class LoggedIn(val userId: String) : SessionState
}
