    // ... existing code ...

    public List<Order> findByStatus(OrderStatus status) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(BASE_SELECT + " WHERE status = ? ORDER BY created_on DESC")) {
            ps.setString(1, status.name());
            try (ResultSet rs = ps.executeQuery()) {
                List<Order> result = new ArrayList<>();
                while (rs.next()) {
                    result.add(mapRow(rs));
                }
                return result;
            }
        }
    }
}
