class InventoryRepository:
    # ... existing code ...

    def reserve(self, sku: str, warehouse: str, qty: int) -> bool:
        with self._conn() as conn:
            cur = conn.execute(
                "UPDATE stock SET reserved = reserved + ? "
                "WHERE sku = ? AND warehouse = ? AND on_hand - reserved >= ?",
                (qty, sku, warehouse, qty),
            )
        return cur.rowcount == 1

    def release(self, sku: str, warehouse: str, qty: int) -> bool:
        with self._conn() as conn:
            cur = conn.execute(
                "UPDATE stock SET reserved = reserved - ? "
                "WHERE sku = ? AND warehouse = ? AND reserved >= ?",
                (qty, sku, warehouse, qty),
            )
        return cur.rowcount == 1

    # ... existing code ...
