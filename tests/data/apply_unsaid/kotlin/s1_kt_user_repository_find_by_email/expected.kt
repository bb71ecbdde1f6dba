package com.example.accounts.data

import java.time.Clock
import java.time.Instant
import java.util.UUID

data class User(
    val id: UUID,
    val email: String,
    val displayName: String,
    val createdAt: Instant,
    val deactivatedAt: Instant? = null,
)

data class Session(
    val token: String,
    val userId: UUID,
    val expiresAt: Instant,
)

class UserRepository(
    private val db: Database,
    private val clock: Clock,
) {
    fun findById(id: UUID): User? =
        db.queryOne("SELECT * FROM users WHERE id = ?", id) { it.toUser() }

    fun findAll(limit: Int = 100): List<User> =
        db.query("SELECT * FROM users ORDER BY created_at LIMIT ?", limit) { it.toUser() }

    fun create(email: String, displayName: String): User {
        val user = User(UUID.randomUUID(), email.lowercase(), displayName, clock.instant())
        db.execute(
            "INSERT INTO users (id, email, display_name, created_at) VALUES (?, ?, ?, ?)",
            user.id, user.email, user.displayName, user.createdAt,
        )
        return user
    }

    fun deactivate(id: UUID): Boolean =
        db.execute("UPDATE users SET deactivated_at = ? WHERE id = ?", clock.instant(), id) == 1

    fun findByEmail(email: String): User? =
        db.queryOne("SELECT * FROM users WHERE email = ?", email.lowercase()) { it.toUser() }
}

class SessionRepository(
    private val db: Database,
    private val clock: Clock,
) {
    fun findByToken(token: String): Session? =
        db.queryOne("SELECT * FROM sessions WHERE token = ?", token) { it.toSession() }

    fun create(userId: UUID, ttlSeconds: Long): Session {
        val session = Session(UUID.randomUUID().toString(), userId, clock.instant().plusSeconds(ttlSeconds))
        db.execute(
            "INSERT INTO sessions (token, user_id, expires_at) VALUES (?, ?, ?)",
            session.token, session.userId, session.expiresAt,
        )
        return session
    }

    fun deleteExpired(): Int =
        db.execute("DELETE FROM sessions WHERE expires_at < ?", clock.instant())
}

private fun Row.toUser() = User(
    id = uuid("id"),
    email = string("email"),
    displayName = string("display_name"),
    createdAt = instant("created_at"),
    deactivatedAt = instantOrNull("deactivated_at"),
)

private fun Row.toSession() = Session(
    token = string("token"),
    userId = uuid("user_id"),
    expiresAt = instant("expires_at"),
)
