// ... keep existing code

    public Optional<User> findById(long id) {
        // ... keep existing code
    }

    public Optional<User> findByEmail(String email) {
        List<User> users = jdbc.query(
                "SELECT id, email, display_name, created_at FROM users WHERE lower(email) = lower(?)",
                ROW_MAPPER,
                email);
        return users.stream().findFirst();
    }

// ... keep existing code
