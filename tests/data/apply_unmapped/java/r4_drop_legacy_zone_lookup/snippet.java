    // ... existing code ...

    public Optional<PressureZone> findByName(String name) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(BASE_SELECT + " WHERE name = ?")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(map(rs)) : Optional.empty();
            }
        }
    }

    public List<PressureZone> findByReservoir(long reservoirId) throws SQLException {
        List<PressureZone> zones = new ArrayList<>();
        // ... existing code ...
