class OrderRepository(private val dataSource: DataSource) {
    // ... existing methods ...

    fun countByStatus(status: OrderStatus): Int {
        dataSource.connection.use { conn ->
            conn.prepareStatement("SELECT COUNT(*) FROM orders WHERE status = ?").use { st ->
                st.setString(1, status.name)
                st.executeQuery().use { rs ->
                    rs.next()
                    return rs.getInt(1)
                }
            }
        }
    }
}
