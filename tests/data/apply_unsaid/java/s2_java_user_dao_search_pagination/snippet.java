    public List<User> search(UserSearch criteria) {
        StringBuilder sql = new StringBuilder("SELECT " + COLUMNS + " FROM users WHERE 1 = 1");
        List<Object> params = new ArrayList<>();
        // ... existing filters ...
        sql.append(" ORDER BY created_at DESC, id DESC");
        sql.append(" LIMIT ? OFFSET ?");
        params.add(criteria.getPageSize());
        params.add(criteria.getPage() * criteria.getPageSize());
        return jdbc.query(sql.toString(), USER_MAPPER, params.toArray());
    }
