class MemberRepository:
    # ... existing methods ...

    def count_active(self) -> int:
        with self._conn() as conn:
            row = conn.execute("SELECT COUNT(*) FROM members WHERE active = 1").fetchone()
        return row[0]
