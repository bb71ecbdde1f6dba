package com.example.accounts.persistence;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;

import com.example.accounts.model.User;
import com.example.accounts.model.UserSearch;

@Repository
public class UserDao {

    private static final String COLUMNS = "id, email, display_name, role, active, created_at";

    private final JdbcTemplate jdbc;

    public UserDao(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    private static final RowMapper<User> USER_MAPPER = (ResultSet rs, int rowNum) -> {
        User user = new User();
        user.setId(rs.getLong("id"));
        user.setEmail(rs.getString("email"));
        user.setDisplayName(rs.getString("display_name"));
        user.setRole(rs.getString("role"));
        user.setActive(rs.getBoolean("active"));
        user.setCreatedAt(rs.getTimestamp("created_at").toInstant());
        return user;
    };

    public Optional<User> findById(long id) {
        List<User> rows = jdbc.query("SELECT " + COLUMNS + " FROM users WHERE id = ?", USER_MAPPER, id);
        return rows.stream().findFirst();
    }

    public Optional<User> findByEmail(String email) {
        List<User> rows = jdbc.query(
                "SELECT " + COLUMNS + " FROM users WHERE lower(email) = lower(?)", USER_MAPPER, email);
        return rows.stream().findFirst();
    }

    public List<User> search(UserSearch criteria) {
        StringBuilder sql = new StringBuilder("SELECT " + COLUMNS + " FROM users WHERE 1 = 1");
        List<Object> params = new ArrayList<>();
        if (criteria.getEmailContains() != null) {
            sql.append(" AND email ILIKE ?");
            params.add("%" + criteria.getEmailContains() + "%");
        }
        if (criteria.getRole() != null) {
            sql.append(" AND role = ?");
            params.add(criteria.getRole());
        }
        if (criteria.getActive() != null) {
            sql.append(" AND active = ?");
            params.add(criteria.getActive());
        }
        sql.append(" ORDER BY created_at DESC");
        return jdbc.query(sql.toString(), USER_MAPPER, params.toArray());
    }

    public int countActive() {
        Integer count = jdbc.queryForObject("SELECT count(*) FROM users WHERE active", Integer.class);
        return count == null ? 0 : count;
    }

    public void deactivate(long id) throws SQLException {
        int updated = jdbc.update("UPDATE users SET active = false WHERE id = ?", id);
        if (updated != 1) {
            throw new SQLException("No user with id " + id);
        }
    }
}
