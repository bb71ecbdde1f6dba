package com.example.accounts.persistence;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.List;
import java.util.Optional;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;

import com.example.accounts.domain.User;

@Repository
public class UserRepository {

    private static final RowMapper<User> ROW_MAPPER = UserRepository::mapRow;

    private final JdbcTemplate jdbc;

    public UserRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<User> findAll() {
        return jdbc.query(
                "SELECT id, email, display_name, created_at FROM users ORDER BY id",
                ROW_MAPPER);
    }

    public Optional<User> findById(long id) {
        List<User> users = jdbc.query(
                "SELECT id, email, display_name, created_at FROM users WHERE id = ?",
                ROW_MAPPER,
                id);
        return users.stream().findFirst();
    }

    public long insert(User user) {
        return jdbc.queryForObject(
                "INSERT INTO users (email, display_name) VALUES (?, ?) RETURNING id",
                Long.class,
                user.email(),
                user.displayName());
    }

    public int updateDisplayName(long id, String displayName) {
        return jdbc.update("UPDATE users SET display_name = ? WHERE id = ?", displayName, id);
    }

    public int delete(long id) {
        return jdbc.update("DELETE FROM users WHERE id = ?", id);
    }

    private static User mapRow(ResultSet rs, int rowNum) throws SQLException {
        Timestamp created = rs.getTimestamp("created_at");
        return new User(
                rs.getLong("id"),
                rs.getString("email"),
                rs.getString("display_name"),
                created.toInstant());
    }
}
