package com.example.accounts.data

import java.time.Instant
import java.util.UUID
import javax.sql.DataSource

data class User(
    val id: UUID,
    val email: String,
    val displayName: String,
    val createdAt: Instant,
    val disabled: Boolean = false,
)

interface UserRepository {
    fun findById(id: UUID): User?
    fun findByEmail(email: String): User?
    fun save(user: User)
}

class JdbcUserRepository(private val dataSource: DataSource) : UserRepository {

    override fun findById(id: UUID): User? =
        dataSource.connection.use { conn ->
            conn.prepareStatement("SELECT * FROM users WHERE id = ?").use { st ->
                st.setObject(1, id)
                st.executeQuery().use { rs -> if (rs.next()) rs.toUser() else null }
            }
        }

    override fun findByEmail(email: String): User? =
        dataSource.connection.use { conn ->
            conn.prepareStatement("SELECT * FROM users WHERE lower(email) = lower(?)").use { st ->
                st.setString(1, email)
                st.executeQuery().use { rs -> if (rs.next()) rs.toUser() else null }
            }
        }

    override fun save(user: User) {
        dataSource.connection.use { conn ->
            conn.prepareStatement(
                "INSERT INTO users (id, email, display_name, created_at, disabled) VALUES (?, ?, ?, ?, ?) " +
                    "ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, display_name = EXCLUDED.display_name, " +
                    "disabled = EXCLUDED.disabled",
            ).use { st ->
                st.setObject(1, user.id)
                st.setString(2, user.email)
                st.setString(3, user.displayName)
                st.setObject(4, user.createdAt)
                st.setBoolean(5, user.disabled)
                st.executeUpdate()
            }
        }
    }

    private fun java.sql.ResultSet.toUser() = User(
        id = getObject("id", UUID::class.java),
        email = getString("email"),
        displayName = getString("display_name"),
        createdAt = getObject("created_at", Instant::class.java),
        disabled = getBoolean("disabled"),
    )
}
