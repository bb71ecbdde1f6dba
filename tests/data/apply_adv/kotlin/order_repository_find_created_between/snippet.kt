    // ... existing code ...

    fun findCreatedBetween(from: Instant, until: Instant): List<Order> =
        db.query(
            "SELECT * FROM orders WHERE created_at >= ? AND created_at < ? ORDER BY created_at DESC",
            from,
            until,
        ) { it.toOrder() }
}
