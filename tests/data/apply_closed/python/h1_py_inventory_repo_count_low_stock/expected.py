"""SQLite-backed repositories for the inventory service."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Iterator


@dataclass
class Item:
    sku: str
    name: str
    quantity: int
    warehouse_id: int


@dataclass
class Warehouse:
    id: int
    code: str
    city: str


class InventoryRepository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def get(self, sku: str) -> Item | None:
        cur = self._conn.execute(
            "SELECT sku, name, quantity, warehouse_id FROM items WHERE sku = ?", (sku,)
        )
        row = cur.fetchone()
        return Item(*row) if row else None

    def list_for_warehouse(self, warehouse_id: int) -> Iterator[Item]:
        cur = self._conn.execute(
            "SELECT sku, name, quantity, warehouse_id FROM items WHERE warehouse_id = ?",
            (warehouse_id,),
        )
        for row in cur:
            yield Item(*row)

    def add(self, item: Item) -> None:
        self._conn.execute(
            "INSERT INTO items (sku, name, quantity, warehouse_id) VALUES (?, ?, ?, ?)",
            (item.sku, item.name, item.quantity, item.warehouse_id),
        )
        self._conn.commit()

    def adjust_quantity(self, sku: str, delta: int) -> None:
        self._conn.execute(
            "UPDATE items SET quantity = quantity + ? WHERE sku = ?", (delta, sku)
        )
        self._conn.commit()

    def remove(self, sku: str) -> None:
        self._conn.execute("DELETE FROM items WHERE sku = ?", (sku,))
        self._conn.commit()

    def count_low_stock(self, threshold: int = 5) -> int:
        cur = self._conn.execute(
            "SELECT COUNT(*) FROM items WHERE quantity < ?", (threshold,)
        )
        return cur.fetchone()[0]


class WarehouseRepository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def get(self, warehouse_id: int) -> Warehouse | None:
        cur = self._conn.execute(
            "SELECT id, code, city FROM warehouses WHERE id = ?", (warehouse_id,)
        )
        row = cur.fetchone()
        return Warehouse(*row) if row else None

    def all(self) -> list[Warehouse]:
        cur = self._conn.execute("SELECT id, code, city FROM warehouses ORDER BY code")
        return [Warehouse(*row) for row in cur]

    def add(self, warehouse: Warehouse) -> None:
        self._conn.execute(
            "INSERT INTO warehouses (id, code, city) VALUES (?, ?, ?)",
            (warehouse.id, warehouse.code, warehouse.city),
        )
        self._conn.commit()

    def remove(self, warehouse_id: int) -> None:
        self._conn.execute("DELETE FROM warehouses WHERE id = ?", (warehouse_id,))
        self._conn.commit()
