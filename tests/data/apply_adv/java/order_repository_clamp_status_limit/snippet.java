    public List<Order> findByStatus(OrderStatus status, int limit) {
        String sql = "SELECT * FROM orders WHERE status = ? ORDER BY created_at DESC LIMIT ?";
        return jdbc.query(sql, ORDER_MAPPER, status.name(), Math.min(limit, MAX_PAGE_SIZE));
    }

    // ... existing code ...
