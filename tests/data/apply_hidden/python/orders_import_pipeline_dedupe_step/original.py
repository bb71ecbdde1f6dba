"""Nightly order import: CSV export from the shop -> warehouse database."""

from __future__ import annotations

import argparse
import csv
import logging
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path

from warehouse.db import connect, write_orders

log = logging.getLogger(__name__)


@dataclass
class Order:
    order_id: str
    customer_id: str
    total: Decimal
    status: str
    created_at: datetime
    updated_at: datetime


@dataclass
class PipelineStats:
    loaded: int = 0
    filtered: int = 0
    valid: int = 0
    written: int = 0


def parse_date(value: str) -> date:
    return datetime.fromisoformat(value).date()


def load_orders(source: Path) -> list[dict[str, str]]:
    with source.open(newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def normalize_order(row: dict[str, str]) -> Order:
    return Order(
        order_id=row["id"].strip(),
        customer_id=row["customer_id"].strip(),
        total=Decimal(row["total"] or "0"),
        status=row["status"].strip().lower(),
        created_at=datetime.fromisoformat(row["created_at"]),
        updated_at=datetime.fromisoformat(row["updated_at"]),
    )


def run_pipeline(source: Path, since: date | None = None, dry_run: bool = False) -> PipelineStats:
    stats = PipelineStats()
    log.info("starting order import from %s", source)

    raw = load_orders(source)
    stats.loaded = len(raw)
    if since is not None:
        raw = [r for r in raw if parse_date(r["created_at"]) >= since]
    stats.filtered = stats.loaded - len(raw)

    rows = [normalize_order(r) for r in raw]
    rows = [r for r in rows if r.total > 0 and r.status != "cancelled"]
    stats.valid = len(rows)

    if dry_run:
        log.info("dry run: %d orders would be written", len(rows))
        return stats

    with connect() as conn:
        stats.written = write_orders(conn, rows)
    log.info("order import done: %s", stats)
    return stats


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("source", type=Path)
    parser.add_argument("--since", type=date.fromisoformat)
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO)
    run_pipeline(args.source, since=args.since, dry_run=args.dry_run)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
