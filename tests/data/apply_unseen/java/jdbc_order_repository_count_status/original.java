package com.acme.shop.orders;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;

@Repository
public class JdbcOrderRepository implements OrderRepository {

    private static final String COLUMNS = "id, customer_id, status, total_cents, created_at";

    private static final RowMapper<Order> MAPPER = JdbcOrderRepository::mapRow;

    private final JdbcTemplate jdbc;

    public JdbcOrderRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    private static Order mapRow(ResultSet rs, int rowNum) throws SQLException {
        return new Order(
                rs.getLong("id"),
                rs.getLong("customer_id"),
                OrderStatus.valueOf(rs.getString("status")),
                rs.getLong("total_cents"),
                rs.getTimestamp("created_at").toInstant());
    }

    @Override
    public Optional<Order> findById(long id) {
        List<Order> rows = jdbc.query(
                "SELECT " + COLUMNS + " FROM orders WHERE id = ?", MAPPER, id);
        return rows.stream().findFirst();
    }

    @Override
    public List<Order> findByCustomer(long customerId) {
        return jdbc.query(
                "SELECT " + COLUMNS + " FROM orders WHERE customer_id = ?", MAPPER, customerId);
    }

    @Override
    public List<Order> findByStatus(OrderStatus status) {
        return jdbc.query(
                "SELECT " + COLUMNS + " FROM orders WHERE status = ?", MAPPER, status.name());
    }

    @Override
    public List<Order> findCreatedSince(Instant since) {
        return jdbc.query(
                "SELECT " + COLUMNS + " FROM orders WHERE created_at >= ?",
                MAPPER, java.sql.Timestamp.from(since));
    }

    @Override
    public long insert(long customerId, long totalCents) {
        return jdbc.queryForObject(
                "INSERT INTO orders (customer_id, status, total_cents, created_at) "
                        + "VALUES (?, 'NEW', ?, now()) RETURNING id",
                Long.class, customerId, totalCents);
    }

    @Override
    public boolean updateStatus(long id, OrderStatus status) {
        return jdbc.update("UPDATE orders SET status = ? WHERE id = ?", status.name(), id) == 1;
    }
}
