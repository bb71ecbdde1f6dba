    // ... existing code ...

    public List<Order> findByCustomer(long customerId) throws SQLException {
        String sql = SELECT_COLUMNS + " WHERE customer_id = ? ORDER BY created_on DESC";
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(sql)) {
            ps.setLong(1, customerId);
            try (ResultSet rs = ps.executeQuery()) {
                List<Order> orders = new ArrayList<>();
                while (rs.next()) {
                    orders.add(mapRow(rs));
                }
                return orders;
            }
        }
    }
}
