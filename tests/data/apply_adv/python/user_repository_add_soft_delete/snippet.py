class UserRepository:
    # ... existing methods ...

    def soft_delete(self, user_id: int) -> bool:
        stmt = (
            update(User)
            .where(User.id == user_id, User.deleted_at.is_(None))
            .values(deleted_at=datetime.now(timezone.utc))
        )
        result = self.session.execute(stmt)
        return result.rowcount > 0
