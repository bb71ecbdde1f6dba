"""SQLite-backed repositories for the shop backend."""

from __future__ import annotations

import sqlite3
from datetime import datetime

from shop.models import Customer, Order, OrderStatus


def _row_to_order(row: sqlite3.Row) -> Order:
    return Order(
        id=row["id"],
        customer_id=row["customer_id"],
        status=OrderStatus(row["status"]),
        total_cents=row["total_cents"],
        created_at=datetime.fromisoformat(row["created_at"]),
    )


def _row_to_customer(row: sqlite3.Row) -> Customer:
    return Customer(id=row["id"], email=row["email"], name=row["name"])


class OrderRepository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self._conn.row_factory = sqlite3.Row

    def get(self, order_id: int) -> Order | None:
        row = self._conn.execute(
            "SELECT * FROM orders WHERE id = ?", (order_id,)
        ).fetchone()
        return _row_to_order(row) if row else None

    def list_for_customer(self, customer_id: int) -> list[Order]:
        rows = self._conn.execute(
            "SELECT * FROM orders WHERE customer_id = ? ORDER BY created_at DESC",
            (customer_id,),
        ).fetchall()
        return [_row_to_order(row) for row in rows]

    def add(self, order: Order) -> int:
        cur = self._conn.execute(
            "INSERT INTO orders (customer_id, status, total_cents, created_at) VALUES (?, ?, ?, ?)",
            (order.customer_id, order.status.value, order.total_cents, order.created_at.isoformat()),
        )
        self._conn.commit()
        return cur.lastrowid

    def set_status(self, order_id: int, status: OrderStatus) -> None:
        self._conn.execute(
            "UPDATE orders SET status = ? WHERE id = ?", (status.value, order_id)
        )
        self._conn.commit()

    def find_by_status(self, status: OrderStatus, limit: int = 100) -> list[Order]:
        rows = self._conn.execute(
            "SELECT * FROM orders WHERE status = ? ORDER BY created_at DESC LIMIT ?",
            (status.value, limit),
        ).fetchall()
        return [_row_to_order(row) for row in rows]


class CustomerRepository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn
        self._conn.row_factory = sqlite3.Row

    def get(self, customer_id: int) -> Customer | None:
        row = self._conn.execute(
            "SELECT * FROM customers WHERE id = ?", (customer_id,)
        ).fetchone()
        return _row_to_customer(row) if row else None

    def find_by_email(self, email: str) -> Customer | None:
        row = self._conn.execute(
            "SELECT * FROM customers WHERE lower(email) = lower(?)", (email,)
        ).fetchone()
        return _row_to_customer(row) if row else None

    def add(self, customer: Customer) -> int:
        cur = self._conn.execute(
            "INSERT INTO customers (email, name) VALUES (?, ?)",
            (customer.email, customer.name),
        )
        self._conn.commit()
        return cur.lastrowid
