"""Persistence helpers for invoices and payments."""

from __future__ import annotations

import datetime as dt
import sqlite3
from dataclasses import dataclass
from typing import Iterator


@dataclass
class Invoice:
    id: int
    customer_id: int
    amount_cents: int
    status: str
    due_date: dt.date


@dataclass
class Payment:
    id: int
    invoice_id: int
    amount_cents: int
    received_at: dt.datetime


def _row_to_invoice(row: sqlite3.Row) -> Invoice:
    return Invoice(
        id=row["id"],
        customer_id=row["customer_id"],
        amount_cents=row["amount_cents"],
        status=row["status"],
        due_date=dt.date.fromisoformat(row["due_date"]),
    )


class InvoiceRepository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def get(self, invoice_id: int) -> Invoice | None:
        row = self.conn.execute(
            "SELECT * FROM invoices WHERE id = ?", (invoice_id,)
        ).fetchone()
        return _row_to_invoice(row) if row else None

    def list_for_customer(self, customer_id: int) -> Iterator[Invoice]:
        rows = self.conn.execute(
            "SELECT * FROM invoices WHERE customer_id = ? ORDER BY due_date",
            (customer_id,),
        )
        for row in rows:
            yield _row_to_invoice(row)

    def mark_paid(self, invoice_id: int) -> None:
        self.conn.execute(
            "UPDATE invoices SET status = 'paid' WHERE id = ?", (invoice_id,)
        )
        self.conn.commit()

    def mark_overdue(self, today: dt.date) -> int:
        cur = self.conn.execute(
            "UPDATE invoices SET status = 'overdue' "
            "WHERE status = 'open' AND due_date < ?",
            (today.isoformat(),),
        )
        self.conn.commit()
        return cur.rowcount

    def mark_void(self, invoice_id: int, reason: str) -> None:
        self.conn.execute(
            "UPDATE invoices SET status = 'void', void_reason = ? WHERE id = ?",
            (reason, invoice_id),
        )
        self.conn.commit()


class PaymentRepository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def record(self, invoice_id: int, amount_cents: int) -> int:
        cur = self.conn.execute(
            "INSERT INTO payments (invoice_id, amount_cents, received_at) "
            "VALUES (?, ?, ?)",
            (invoice_id, amount_cents, dt.datetime.now(dt.timezone.utc).isoformat()),
        )
        self.conn.commit()
        return cur.lastrowid

    def total_for_invoice(self, invoice_id: int) -> int:
        row = self.conn.execute(
            "SELECT COALESCE(SUM(amount_cents), 0) AS total FROM payments "
            "WHERE invoice_id = ?",
            (invoice_id,),
        ).fetchone()
        return row["total"]

    def mark_refunded(self, payment_id: int) -> None:
        self.conn.execute(
            "UPDATE payments SET refunded = 1 WHERE id = ?", (payment_id,)
        )
        self.conn.commit()
