// ... existing code ...

func (s *Store) ListByWarehouse(ctx context.Context, warehouseID int64) ([]Item, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, sku, name, warehouse_id, quantity FROM items WHERE warehouse_id = $1 ORDER BY sku`, warehouseID)
	if err != nil {
		return nil, fmt.Errorf("list warehouse %d: %w", warehouseID, err)
	}
	defer rows.Close()

	var items []Item
	for rows.Next() {
		var it Item
		if err := rows.Scan(&it.ID, &it.SKU, &it.Name, &it.WarehouseID, &it.Quantity); err != nil {
			return nil, err
		}
		items = append(items, it)
	}
	return items, rows.Err()
}
