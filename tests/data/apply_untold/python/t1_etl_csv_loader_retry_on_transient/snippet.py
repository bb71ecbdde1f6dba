"""Load exported CSV batches into the warehouse staging tables."""
import csv
import logging
import time
from pathlib import Path

from warehouse.db import connect
from warehouse.errors import TransientDBError
from warehouse.schema import STAGING_TABLES

# ... existing code ...


def load_batch(path: Path, table: str, retries: int = 3) -> int:
    if table not in STAGING_TABLES:
        raise KeyError(f"unknown staging table: {table}")
    rows = read_rows(path)
    for attempt in range(1, retries + 1):
        try:
            return _insert_rows(rows, path, table)
        except TransientDBError as exc:
            if attempt == retries:
                raise
            log.warning("attempt %d for %s failed: %s", attempt, path.name, exc)
            time.sleep(2 ** attempt)


def _insert_rows(rows: list[dict], path: Path, table: str) -> int:
    conn = connect()
    inserted = 0
    with conn:
        for chunk in chunked(rows):
            conn.insert_many(table, chunk)
            inserted += len(chunk)
    log.info("loaded %d rows from %s into %s", inserted, path.name, table)
    return inserted

# ... rest of the file unchanged ...
