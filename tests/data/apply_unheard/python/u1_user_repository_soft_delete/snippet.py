class UserRepository:
    # ... existing methods ...

    def soft_delete(self, user_id: int) -> bool:
        cur = self.conn.execute(
            "UPDATE users SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL",
            (_now(), user_id),
        )
        self.conn.commit()
        return cur.rowcount > 0
