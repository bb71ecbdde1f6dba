    public List<User> findActive(int limit, int offset) throws SQLException {
        String sql = "SELECT id, email, display_name, active FROM users "
                + "WHERE active = TRUE ORDER BY id LIMIT ? OFFSET ?";
        List<User> users = new ArrayList<>(limit);
        try (Connection conn = dataSource.getConnection();
             PreparedStatement stmt = conn.prepareStatement(sql)) {
            stmt.setInt(1, limit);
            stmt.setInt(2, offset);
            try (ResultSet rs = stmt.executeQuery()) {
                while (rs.next()) {
                    users.add(map(rs));
                }
            }
        }
        return users;
    }
