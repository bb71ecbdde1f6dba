class InventoryRepository:
    # ... existing code ...

    def count_low_stock(self, threshold: int = 5) -> int:
        cur = self._conn.execute(
            "SELECT COUNT(*) FROM items WHERE quantity < ?", (threshold,)
        )
        return cur.fetchone()[0]
