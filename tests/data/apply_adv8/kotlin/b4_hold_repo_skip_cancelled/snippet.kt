// ... existing code ...

class HoldRepository(private val dataSource: DataSource) {

    fun findByPatron(patronId: Long): List<HoldRecord> =
        dataSource.connection.use { conn ->
            conn.prepareStatement(
                "SELECT id, patron_id, item_id, branch_code, status, placed_at FROM holds " +
                    "WHERE patron_id = ? AND status <> 'CANCELLED' ORDER BY placed_at"
            ).use { stmt ->
                stmt.setLong(1, patronId)
                stmt.executeQuery().use { rs -> rs.toList(::mapHold) }
            }
        }

    // ... existing code ...
}

// ... existing code ...
