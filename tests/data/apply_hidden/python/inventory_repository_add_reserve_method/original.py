from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

import sqlalchemy as sa
from sqlalchemy.orm import Session

from inventory.models import StockItem, Warehouse


@dataclass(frozen=True)
class StockLevel:
    sku: str
    on_hand: int
    reserved: int

    @property
    def available(self) -> int:
        return self.on_hand - self.reserved


class InventoryRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, sku: str) -> StockItem | None:
        return self.session.get(StockItem, sku)

    def levels(self, skus: Iterable[str]) -> list[StockLevel]:
        rows = self.session.execute(
            sa.select(StockItem.sku, StockItem.on_hand, StockItem.reserved).where(StockItem.sku.in_(list(skus)))
        )
        return [StockLevel(sku, on_hand, reserved) for sku, on_hand, reserved in rows]

    def low_stock(self, threshold: int = 5) -> list[StockItem]:
        stmt = sa.select(StockItem).where(StockItem.on_hand - StockItem.reserved < threshold)
        return list(self.session.scalars(stmt))

    def adjust(self, sku: str, delta: int) -> StockItem:
        item = self.session.get(StockItem, sku, with_for_update=True)
        if item is None:
            raise KeyError(sku)
        item.on_hand += delta
        self.session.flush()
        return item


class WarehouseRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, code: str) -> Warehouse | None:
        return self.session.get(Warehouse, code)

    def active(self) -> list[Warehouse]:
        stmt = sa.select(Warehouse).where(Warehouse.active.is_(True)).order_by(Warehouse.code)
        return list(self.session.scalars(stmt))

    def deactivate(self, code: str) -> None:
        warehouse = self.session.get(Warehouse, code, with_for_update=True)
        if warehouse is None:
            raise KeyError(code)
        warehouse.active = False
        self.session.flush()
