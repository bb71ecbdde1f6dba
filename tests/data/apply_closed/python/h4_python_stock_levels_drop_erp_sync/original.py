"""Stock level operations for the warehouse service."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timezone

from .db import Session
from .models import StockLevel, StockMovement

log = logging.getLogger(__name__)


class InsufficientStock(Exception):
    def __init__(self, sku: str, requested: int, available: int) -> None:
        super().__init__(f"{sku}: requested {requested}, only {available} available")
        self.sku = sku
        self.requested = requested
        self.available = available


@dataclass(frozen=True)
class Reservation:
    sku: str
    quantity: int
    order_id: str


def _now() -> datetime:
    return datetime.now(timezone.utc)


def _record(session: Session, sku: str, delta: int, reason: str) -> None:
    session.add(StockMovement(sku=sku, delta=delta, reason=reason, created_at=_now()))


def reserve(session: Session, sku: str, quantity: int, order_id: str) -> Reservation:
    level = session.get(StockLevel, sku, for_update=True)
    if level.available < quantity:
        raise InsufficientStock(sku, quantity, level.available)
    level.available -= quantity
    level.reserved += quantity
    _record(session, sku, -quantity, f"reserve:{order_id}")
    log.info("reserved %s x%d for %s", sku, quantity, order_id)
    return Reservation(sku=sku, quantity=quantity, order_id=order_id)


def release(session: Session, reservation: Reservation) -> None:
    level = session.get(StockLevel, reservation.sku, for_update=True)
    level.available += reservation.quantity
    level.reserved -= reservation.quantity
    _record(session, reservation.sku, reservation.quantity, f"release:{reservation.order_id}")
    log.info("released %s x%d for %s", reservation.sku, reservation.quantity, reservation.order_id)


def commit(session: Session, reservation: Reservation) -> None:
    level = session.get(StockLevel, reservation.sku, for_update=True)
    level.reserved -= reservation.quantity
    level.on_hand -= reservation.quantity
    _record(session, reservation.sku, 0, f"commit:{reservation.order_id}")


def sync_level_from_erp(session: Session, sku: str, erp_quantity: int) -> None:
    """Overwrite our stock level with the ERP's figure (nightly job, pre-2023 flow)."""
    level = session.get(StockLevel, sku, for_update=True)
    drift = erp_quantity - level.on_hand
    if drift:
        log.warning("ERP drift for %s: %+d", sku, drift)
        level.on_hand = erp_quantity
        level.available += drift
        _record(session, sku, drift, "erp-sync")


def restock(session: Session, sku: str, quantity: int, supplier: str) -> None:
    if quantity <= 0:
        raise ValueError("restock quantity must be positive")
    level = session.get(StockLevel, sku, for_update=True)
    level.on_hand += quantity
    level.available += quantity
    _record(session, sku, quantity, f"restock:{supplier}")
    log.info("restocked %s x%d from %s", sku, quantity, supplier)


def low_stock(session: Session, threshold: int = 5) -> list[StockLevel]:
    return (
        session.query(StockLevel)
        .filter(StockLevel.available <= threshold)
        .order_by(StockLevel.available)
        .all()
    )
