# ... existing code ...


def commit(session: Session, reservation: Reservation) -> None:
    level = session.get(StockLevel, reservation.sku, for_update=True)
    level.reserved -= reservation.quantity
    level.on_hand -= reservation.quantity
    _record(session, reservation.sku, 0, f"commit:{reservation.order_id}")


def restock(session: Session, sku: str, quantity: int, supplier: str) -> None:
    if quantity <= 0:
        raise ValueError("restock quantity must be positive")
    level = session.get(StockLevel, sku, for_update=True)
    level.on_hand += quantity
    level.available += quantity
    _record(session, sku, quantity, f"restock:{supplier}")
    log.info("restocked %s x%d from %s", sku, quantity, supplier)


# ... existing code ...
