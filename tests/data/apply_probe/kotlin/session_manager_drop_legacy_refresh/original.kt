package com.ledgerly.auth

import java.time.Clock
import java.time.Duration
import java.time.Instant
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock

class SessionManager(
    private val api: AuthApi,
    private val store: TokenStore,
    private val clock: Clock = Clock.systemUTC(),
) {
    private val refreshLock = Mutex()

    /** Returns a valid access token, refreshing it first when it is about to expire. */
    suspend fun accessToken(): String? {
        refreshLock.withLock {
            val tokens = store.read() ?: return null
            if (tokens.expiresAt.isAfter(clock.instant().plus(EXPIRY_SKEW))) {
                return tokens.accessToken
            }
            return refresh(tokens.refreshToken)?.accessToken
        }
    }

    suspend fun signIn(email: String, password: String): Boolean {
        val response = api.login(email, password) ?: return false
        store.write(response.toTokens(clock.instant()))
        return true
    }

    /**
     * Exchanges a token issued by the v1 auth service for a v2 session.
     * Kept only for clients that were logged in before the migration.
     */
    @Deprecated("v1 tokens are no longer issued")
    suspend fun refreshLegacyToken(legacyToken: String): Boolean {
        val response = api.exchangeLegacy(legacyToken) ?: return false
        store.write(response.toTokens(clock.instant()))
        return true
    }

    suspend fun signOut() {
        store.read()?.let { api.revoke(it.refreshToken) }
        store.clear()
    }

    fun isSignedIn(): Boolean = store.read() != null

    private suspend fun refresh(refreshToken: String): Tokens? {
        val response = api.refresh(refreshToken)
        if (response == null) {
            store.clear()
            return null
        }
        val tokens = response.toTokens(clock.instant())
        store.write(tokens)
        return tokens
    }

    private fun TokenResponse.toTokens(now: Instant) = Tokens(
        accessToken = accessToken,
        refreshToken = refreshToken,
        expiresAt = now.plusSeconds(expiresInSeconds),
    )

    companion object {
        private val EXPIRY_SKEW: Duration = Duration.ofSeconds(30)
    }
}
