package com.acme.warehouse.inventory;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Repository;

@Repository
public class InventoryRepository {

    private static final RowMapper<StockItem> ROW_MAPPER = InventoryRepository::mapRow;

    private final JdbcTemplate jdbc;

    public InventoryRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public Optional<StockItem> findBySku(String sku) {
        List<StockItem> rows = jdbc.query(
                "SELECT sku, warehouse_id, quantity, reserved, updated_at FROM stock_items WHERE sku = ?",
                ROW_MAPPER, sku);
        return rows.stream().findFirst();
    }

    public List<StockItem> findByWarehouse(long warehouseId) {
        return jdbc.query(
                "SELECT sku, warehouse_id, quantity, reserved, updated_at FROM stock_items WHERE warehouse_id = ?",
                ROW_MAPPER, warehouseId);
    }

    public List<StockItem> findLowStock(long warehouseId, int threshold) {
        return jdbc.query(
                "SELECT sku, warehouse_id, quantity, reserved, updated_at FROM stock_items "
                        + "WHERE warehouse_id = ? AND discontinued = FALSE AND quantity - reserved < ? "
                        + "ORDER BY quantity - reserved, sku",
                ROW_MAPPER, warehouseId, threshold);
    }

    public int adjustQuantity(String sku, long warehouseId, int delta) {
        return jdbc.update(
                "UPDATE stock_items SET quantity = quantity + ?, updated_at = now() "
                        + "WHERE sku = ? AND warehouse_id = ?",
                delta, sku, warehouseId);
    }

    public int reserve(String sku, long warehouseId, int amount) {
        return jdbc.update(
                "UPDATE stock_items SET reserved = reserved + ?, updated_at = now() "
                        + "WHERE sku = ? AND warehouse_id = ? AND quantity - reserved >= ?",
                amount, sku, warehouseId, amount);
    }

    private static StockItem mapRow(ResultSet rs, int rowNum) throws SQLException {
        return new StockItem(
                rs.getString("sku"),
                rs.getLong("warehouse_id"),
                rs.getInt("quantity"),
                rs.getInt("reserved"),
                rs.getTimestamp("updated_at").toInstant());
    }
}
