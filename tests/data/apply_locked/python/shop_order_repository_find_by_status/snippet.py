class OrderRepository:
    # ... existing methods ...

    def find_by_status(self, status: OrderStatus, limit: int = 100) -> list[Order]:
        rows = self._conn.execute(
            "SELECT * FROM orders WHERE status = ? ORDER BY created_at DESC LIMIT ?",
            (status.value, limit),
        ).fetchall()
        return [_row_to_order(row) for row in rows]
