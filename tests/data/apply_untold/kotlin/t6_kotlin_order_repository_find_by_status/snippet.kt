class OrderRepository(
    private val clock: () -> Instant = { Instant.now() },
) : Repository<Order, Long> {
    // ... existing code ...

    fun findByStatus(status: OrderStatus): List<Order> =
        store.values.filter { it.status == status }.sortedBy { it.createdAt }
}
