"""Load cleaned order rows into the warehouse."""

import logging
from typing import Iterable, Sequence

from .db import connect
from .schema import ORDER_COLUMNS, quote_ident

log = logging.getLogger(__name__)

BATCH_SIZE = 500


def chunked(rows: Sequence[dict], size: int = BATCH_SIZE) -> Iterable[Sequence[dict]]:
    for start in range(0, len(rows), size):
        yield rows[start:start + size]


def build_insert(table: str, columns: Sequence[str]) -> str:
    cols = ", ".join(quote_ident(c) for c in columns)
    params = ", ".join(f"%({c})s" for c in columns)
    return f"INSERT INTO {quote_ident(table)} ({cols}) VALUES ({params})"


def build_upsert(table: str, columns: Sequence[str], key: str) -> str:
    insert = build_insert(table, columns)
    updates = ", ".join(
        f"{quote_ident(c)} = EXCLUDED.{quote_ident(c)}" for c in columns if c != key
    )
    return f"{insert} ON CONFLICT ({quote_ident(key)}) DO UPDATE SET {updates}"


def load_batch(conn, table: str, rows: Sequence[dict]) -> int:
    sql = build_upsert(table, ORDER_COLUMNS, key="order_id")
    with conn.cursor() as cur:
        cur.executemany(sql, rows)
    conn.commit()
    return len(rows)


def load_orders(rows: Sequence[dict], table: str = "orders") -> int:
    total = 0
    with connect() as conn:
        for batch in chunked(rows):
            total += load_batch(conn, table, batch)
            log.info("loaded %d/%d rows into %s", total, len(rows), table)
    return total


def truncate(table: str = "orders") -> None:
    with connect() as conn:
        with conn.cursor() as cur:
            cur.execute(f"TRUNCATE {quote_ident(table)}")
        conn.commit()
