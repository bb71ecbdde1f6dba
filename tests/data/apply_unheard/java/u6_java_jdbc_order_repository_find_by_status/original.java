package com.acme.shop.orders.persistence;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;

import com.acme.shop.orders.domain.Order;
import com.acme.shop.orders.domain.OrderRepository;
import com.acme.shop.orders.domain.OrderStatus;

@Repository
public class JdbcOrderRepository implements OrderRepository {

    private static final String SELECT_ALL =
            "SELECT o.id, o.customer_id, o.status, o.total_cents, o.created_at FROM orders o";

    private static final RowMapper<Order> ROW_MAPPER = JdbcOrderRepository::mapRow;

    private final JdbcTemplate jdbc;

    public JdbcOrderRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public Optional<Order> findById(UUID id) {
        List<Order> rows = jdbc.query(SELECT_ALL + " WHERE o.id = ?", ROW_MAPPER, id);
        return rows.stream().findFirst();
    }

    @Override
    public List<Order> findByCustomer(UUID customerId) {
        return jdbc.query(
                SELECT_ALL + " WHERE o.customer_id = ? ORDER BY o.created_at DESC",
                ROW_MAPPER,
                customerId);
    }

    @Override
    public List<Order> findAll(int limit, int offset) {
        return jdbc.query(
                SELECT_ALL + " ORDER BY o.created_at DESC LIMIT ? OFFSET ?",
                ROW_MAPPER,
                limit,
                offset);
    }

    @Override
    public void save(Order order) {
        jdbc.update(
                "INSERT INTO orders (id, customer_id, status, total_cents, created_at) VALUES (?, ?, ?, ?, ?) "
                        + "ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, total_cents = EXCLUDED.total_cents",
                order.id(),
                order.customerId(),
                order.status().name(),
                order.totalCents(),
                Timestamp.from(order.createdAt()));
    }

    @Override
    public boolean delete(UUID id) {
        return jdbc.update("DELETE FROM orders WHERE id = ?", id) > 0;
    }

    private static Order mapRow(ResultSet rs, int rowNum) throws SQLException {
        return new Order(
                rs.getObject("id", UUID.class),
                rs.getObject("customer_id", UUID.class),
                OrderStatus.valueOf(rs.getString("status")),
                rs.getLong("total_cents"),
                rs.getTimestamp("created_at").toInstant());
    }
}
