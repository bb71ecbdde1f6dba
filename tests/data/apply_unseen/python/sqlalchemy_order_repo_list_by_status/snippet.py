class OrderRepository:
    # ... existing code ...

    def list_by_status(self, status: str, limit: int = 100) -> Sequence[Order]:
        stmt = (
            select(Order)
            .where(Order.status == status)
            .order_by(Order.created_at.desc())
            .limit(limit)
        )
        return self.session.scalars(stmt).all()
