"""Nightly ETL: pull orders from the shop API and load them into the warehouse."""

from __future__ import annotations

import logging
from datetime import date, datetime, timezone

import httpx
import psycopg

log = logging.getLogger(__name__)

API_URL = "https://shop.example.com/api/v2/orders"
PAGE_SIZE = 500


def extract_rows(client: httpx.Client, since: date) -> list[dict]:
    rows: list[dict] = []
    page = 1
    while True:
        resp = client.get(API_URL, params={"since": since.isoformat(), "page": page, "per_page": PAGE_SIZE})
        resp.raise_for_status()
        batch = resp.json()["orders"]
        rows.extend(batch)
        if len(batch) < PAGE_SIZE:
            break
        page += 1
    log.info("extracted %d rows", len(rows))
    return rows


def normalize_row(row: dict) -> dict:
    return {
        "id": str(row["id"]),
        "customer_id": str(row["customer"]["id"]),
        "total_cents": round(float(row["total"]) * 100),
        "currency": row.get("currency", "EUR").upper(),
        "placed_at": datetime.fromisoformat(row["created_at"]).astimezone(timezone.utc),
    }


def transform_rows(rows: list[dict]) -> list[dict]:
    return [normalize_row(r) for r in rows if r.get("id") and r.get("status") != "test"]


def load_rows(rows: list[dict], conn: psycopg.Connection) -> int:
    with conn.cursor() as cur:
        cur.executemany(
            """
            INSERT INTO orders (id, customer_id, total_cents, currency, placed_at)
            VALUES (%(id)s, %(customer_id)s, %(total_cents)s, %(currency)s, %(placed_at)s)
            ON CONFLICT (id) DO UPDATE SET total_cents = EXCLUDED.total_cents
            """,
            rows,
        )
    conn.commit()
    log.info("loaded %d rows", len(rows))
    return len(rows)


def run(since: date, dsn: str) -> int:
    with httpx.Client(timeout=30) as client:
        raw = extract_rows(client, since)
    rows = transform_rows(raw)
    with psycopg.connect(dsn) as conn:
        return load_rows(rows, conn)
