package com.example.shop.orders;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;

@Repository
public class OrderRepository {

    private static final int MAX_PAGE_SIZE = 100;

    private static final RowMapper<Order> ORDER_MAPPER = OrderRepository::mapRow;

    private final JdbcTemplate jdbc;

    public OrderRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public Optional<Order> findById(long id) {
        String sql = "SELECT * FROM orders WHERE id = ?";
        return jdbc.query(sql, ORDER_MAPPER, id).stream().findFirst();
    }

    public List<Order> findByCustomer(long customerId, int limit) {
        String sql = "SELECT * FROM orders WHERE customer_id = ? ORDER BY created_at DESC LIMIT ?";
        return jdbc.query(sql, ORDER_MAPPER, customerId, Math.min(limit, MAX_PAGE_SIZE));
    }

    public List<Order> findByStatus(OrderStatus status, int limit) {
        String sql = "SELECT * FROM orders WHERE status = ? ORDER BY created_at DESC LIMIT ?";
        return jdbc.query(sql, ORDER_MAPPER, status.name(), Math.min(limit, MAX_PAGE_SIZE));
    }

    public List<Order> findRecent(int limit) {
        String sql = "SELECT * FROM orders ORDER BY created_at DESC LIMIT ?";
        return jdbc.query(sql, ORDER_MAPPER, Math.min(limit, MAX_PAGE_SIZE));
    }

    public int updateStatus(long id, OrderStatus status) {
        String sql = "UPDATE orders SET status = ?, updated_at = ? WHERE id = ?";
        return jdbc.update(sql, status.name(), Timestamp.from(Instant.now()), id);
    }

    public int delete(long id) {
        return jdbc.update("DELETE FROM orders WHERE id = ?", id);
    }

    private static Order mapRow(ResultSet rs, int rowNum) throws SQLException {
        return new Order(
                rs.getLong("id"),
                rs.getLong("customer_id"),
                OrderStatus.valueOf(rs.getString("status")),
                rs.getLong("total_cents"),
                rs.getTimestamp("created_at").toInstant());
    }
}
