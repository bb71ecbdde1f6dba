// ...

    public List<StockItem> findLowStock(long warehouseId, int threshold) {
        return jdbc.query(
                "SELECT sku, warehouse_id, quantity, reserved, updated_at FROM stock_items "
                        + "WHERE warehouse_id = ? AND discontinued = FALSE AND quantity - reserved < ? "
                        + "ORDER BY quantity - reserved, sku",
                ROW_MAPPER, warehouseId, threshold);
    }

// ... rest of the class ...
