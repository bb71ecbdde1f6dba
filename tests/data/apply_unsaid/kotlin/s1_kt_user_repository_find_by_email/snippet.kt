class UserRepository(
    private val db: Database,
    private val clock: Clock,
) {
    // ... existing code ...

    fun findByEmail(email: String): User? =
        db.queryOne("SELECT * FROM users WHERE email = ?", email.lowercase()) { it.toUser() }
}
