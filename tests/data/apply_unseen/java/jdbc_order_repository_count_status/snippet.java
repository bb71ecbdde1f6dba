    // ...

    @Override
    public List<Order> findByCustomer(long customerId) {
        return jdbc.query(
                "SELECT " + COLUMNS + " FROM orders WHERE customer_id = ? ORDER BY created_at DESC",
                MAPPER, customerId);
    }

    @Override
    public List<Order> findByStatus(OrderStatus status) {
        return jdbc.query(
                "SELECT " + COLUMNS + " FROM orders WHERE status = ?", MAPPER, status.name());
    }

    @Override
    public long countByStatus(OrderStatus status) {
        Long count = jdbc.queryForObject(
                "SELECT count(*) FROM orders WHERE status = ?", Long.class, status.name());
        return count == null ? 0L : count;
    }

    // ... (rest unchanged) ...
