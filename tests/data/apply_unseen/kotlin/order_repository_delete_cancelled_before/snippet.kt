class OrderRepository(private val jdbc: JdbcTemplate) {
    // ... existing code ...

    fun deleteCancelledBefore(cutoff: Instant): Int =
        jdbc.update(
            "DELETE FROM orders WHERE status = ? AND created_at < ?",
            OrderStatus.CANCELLED.name,
            Timestamp.from(cutoff),
        )
}
