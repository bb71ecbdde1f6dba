"""Loads transformed rows into the analytics warehouse."""

import logging
import time
from typing import Iterable, Sequence

import psycopg2
from psycopg2 import OperationalError
from psycopg2.extensions import connection as Connection

log = logging.getLogger("etl.loader")

MAX_RETRIES = 4
BACKOFF_SECONDS = 2.0
BATCH_SIZE = 500


def connect_with_retry(dsn: str) -> Connection:
    for attempt in range(1, MAX_RETRIES + 1):
        try:
            return psycopg2.connect(dsn, connect_timeout=10)
        except OperationalError as exc:
            if attempt == MAX_RETRIES:
                raise
            log.warning("connect failed (attempt %d): %s", attempt, exc)
            time.sleep(BACKOFF_SECONDS * attempt)
    raise AssertionError("unreachable")


def chunked(rows: Sequence[dict], size: int = BATCH_SIZE) -> Iterable[Sequence[dict]]:
    for start in range(0, len(rows), size):
        yield rows[start:start + size]


def insert_batch(conn: Connection, table: str, rows: Sequence[dict]) -> int:
    if not rows:
        return 0
    columns = sorted(rows[0])
    placeholders = ", ".join(["%s"] * len(columns))
    sql = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({placeholders})"
    values = [tuple(row[col] for col in columns) for row in rows]
    with conn.cursor() as cur:
        cur.executemany(sql, values)
    conn.commit()
    log.info("inserted %d rows into %s", len(values), table)
    return len(values)


def upsert_batch(conn: Connection, table: str, rows: Sequence[dict], key: str) -> int:
    if not rows:
        return 0
    columns = sorted(rows[0])
    placeholders = ", ".join(["%s"] * len(columns))
    updates = ", ".join(f"{col} = EXCLUDED.{col}" for col in columns if col != key)
    sql = (
        f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({placeholders}) "
        f"ON CONFLICT ({key}) DO UPDATE SET {updates}"
    )
    values = [tuple(row[col] for col in columns) for row in rows]
    with conn.cursor() as cur:
        cur.executemany(sql, values)
    conn.commit()
    log.info("upserted %d rows into %s", len(values), table)
    return len(values)


def delete_batch(conn: Connection, table: str, ids: Sequence[int]) -> int:
    if not ids:
        return 0
    with conn.cursor() as cur:
        cur.execute(f"DELETE FROM {table} WHERE id = ANY(%s)", (list(ids),))
        deleted = cur.rowcount
    conn.commit()
    log.info("deleted %d rows from %s", deleted, table)
    return deleted


def load(dsn: str, table: str, rows: Sequence[dict]) -> int:
    conn = connect_with_retry(dsn)
    try:
        return sum(insert_batch(conn, table, chunk) for chunk in chunked(rows))
    finally:
        conn.close()
