package com.acme.accounts.persistence;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;

import com.acme.accounts.domain.User;
import com.acme.accounts.domain.UserRepository;

@Repository
public class JdbcUserRepository implements UserRepository {

    private static final RowMapper<User> MAPPER = new UserRowMapper();

    private final JdbcTemplate jdbc;

    public JdbcUserRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public Optional<User> findById(long id) {
        List<User> users = jdbc.query("SELECT * FROM users WHERE id = ?", MAPPER, id);
        return users.stream().findFirst();
    }

    @Override
    public Optional<User> findByEmail(String email) {
        List<User> users = jdbc.query("SELECT * FROM users WHERE lower(email) = lower(?)", MAPPER, email);
        return users.stream().findFirst();
    }

    @Override
    public List<User> findAll(int limit, int offset) {
        return jdbc.query("SELECT * FROM users ORDER BY id LIMIT ? OFFSET ?", MAPPER, limit, offset);
    }

    @Override
    public void save(User user) {
        if (user.getId() == null) {
            jdbc.update("INSERT INTO users (email, display_name, role) VALUES (?, ?, ?)",
                    user.getEmail(), user.getDisplayName(), user.getRole());
        } else {
            jdbc.update("UPDATE users SET email = ?, display_name = ?, role = ? WHERE id = ?",
                    user.getEmail(), user.getDisplayName(), user.getRole(), user.getId());
        }
    }

    @Override
    public boolean delete(long id) {
        return jdbc.update("DELETE FROM users WHERE id = ?", id) == 1;
    }

    @Override
    public List<User> findByRole(String role) {
        return jdbc.query("SELECT * FROM users WHERE role = ? ORDER BY created_at", MAPPER, role);
    }
}

class UserRowMapper implements RowMapper<User> {

    @Override
    public User mapRow(ResultSet rs, int rowNum) throws SQLException {
        User user = new User();
        user.setId(rs.getLong("id"));
        user.setEmail(rs.getString("email"));
        user.setDisplayName(rs.getString("display_name"));
        user.setRole(rs.getString("role"));
        user.setCreatedAt(rs.getTimestamp("created_at").toInstant());
        return user;
    }
}
