import sqlite3
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator


@dataclass
class StockItem:
    sku: str
    warehouse: str
    on_hand: int
    reserved: int

    @property
    def available(self) -> int:
        return self.on_hand - self.reserved


class InventoryRepository:
    def __init__(self, path: str) -> None:
        self._path = path

    @contextmanager
    def _conn(self) -> Iterator[sqlite3.Connection]:
        conn = sqlite3.connect(self._path)
        try:
            yield conn
            conn.commit()
        finally:
            conn.close()

    def get(self, sku: str, warehouse: str) -> StockItem | None:
        with self._conn() as conn:
            row = conn.execute(
                "SELECT sku, warehouse, on_hand, reserved FROM stock WHERE sku = ? AND warehouse = ?",
                (sku, warehouse),
            ).fetchone()
        return StockItem(*row) if row else None

    def list_for_sku(self, sku: str) -> list[StockItem]:
        with self._conn() as conn:
            rows = conn.execute(
                "SELECT sku, warehouse, on_hand, reserved FROM stock WHERE sku = ? ORDER BY warehouse",
                (sku,),
            ).fetchall()
        return [StockItem(*row) for row in rows]

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

    def adjust(self, sku: str, warehouse: str, delta: int) -> None:
        with self._conn() as conn:
            conn.execute(
                "UPDATE stock SET on_hand = on_hand + ? WHERE sku = ? AND warehouse = ?",
                (delta, sku, warehouse),
            )
