class OrderRepository(private val dataSource: DataSource) {
    // ... existing code ...

    fun countByStatus(status: OrderStatus): Int =
        dataSource.connection.use { conn ->
            conn.prepareStatement("SELECT COUNT(*) FROM orders WHERE status = ?").use { stmt ->
                stmt.setString(1, status.name)
                stmt.executeQuery().use { rs -> if (rs.next()) rs.getInt(1) else 0 }
            }
        }
}
