    // ... existing methods ...

    public Optional<Member> findByMemberNo(String memberNo) throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(SELECT_MEMBER + " WHERE member_no = ?")) {
            ps.setString(1, memberNo);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(map(rs)) : Optional.empty();
            }
        }
    }

    public List<Member> findActive() throws SQLException {
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(SELECT_MEMBER + " WHERE active ORDER BY member_no")) {
            try (ResultSet rs = ps.executeQuery()) {
                List<Member> members = new ArrayList<>();
                while (rs.next()) {
                    members.add(map(rs));
                }
                return members;
            }
        }
    }

    // ... rest of the class unchanged ...
