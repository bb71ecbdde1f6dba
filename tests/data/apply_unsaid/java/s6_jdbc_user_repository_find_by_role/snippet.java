public class JdbcUserRepository implements UserRepository {

    // ... existing code ...

    @Override
    public List<User> findByRole(String role) {
        return jdbc.query("SELECT * FROM users WHERE role = ? ORDER BY created_at", MAPPER, role);
    }
}
