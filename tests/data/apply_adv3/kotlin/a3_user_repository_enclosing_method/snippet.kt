class JdbcUserRepository(private val dataSource: DataSource) : UserRepository {
    // ... existing methods ...

    fun countActive(): Int =
        dataSource.connection.use { conn ->
            conn.prepareStatement("SELECT count(*) FROM users WHERE NOT disabled").use { st ->
                st.executeQuery().use { rs -> if (rs.next()) rs.getInt(1) else 0 }
            }
        }
}
