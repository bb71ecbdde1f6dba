class WorkOrderRepository(private val dataSource: DataSource) {

    // ... existing code ...

    fun findOverdue(now: Instant): List<WorkOrderRow> = dataSource.connection.use { conn ->
        conn.prepareStatement(
            "SELECT * FROM work_orders WHERE due_at < ? AND status NOT IN ('completed', 'closed') ORDER BY priority, due_at"
        ).use { stmt ->
            stmt.setTimestamp(1, java.sql.Timestamp.from(now))
            stmt.executeQuery().use { rs -> generateSequence { if (rs.next()) rs.toWorkOrder() else null }.toList() }
        }
    }
}
