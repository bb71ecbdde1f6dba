"""Load exported CSV batches into the warehouse staging tables."""
import csv
import logging
import time
from pathlib import Path

from warehouse.db import connect
from warehouse.errors import TransientDBError
from warehouse.schema import STAGING_TABLES

log = logging.getLogger(__name__)

BATCH_SIZE = 500


def discover_batches(inbox: Path) -> list[Path]:
    """Return the CSV files waiting in the inbox, oldest first."""
    files = [p for p in inbox.glob("*.csv") if p.is_file()]
    return sorted(files, key=lambda p: p.stat().st_mtime)


def read_rows(path: Path) -> list[dict]:
    with path.open(newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh)
        return [row for row in reader]


def chunked(rows: list[dict], size: int = BATCH_SIZE):
    for start in range(0, len(rows), size):
        yield rows[start:start + size]


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


def archive(path: Path, archive_dir: Path) -> Path:
    archive_dir.mkdir(parents=True, exist_ok=True)
    target = archive_dir / path.name
    path.rename(target)
    return target


def run(inbox: Path, archive_dir: Path, table: str) -> int:
    total = 0
    for path in discover_batches(inbox):
        total += load_batch(path, table)
        archive(path, archive_dir)
    log.info("run finished: %d rows", total)
    return total
