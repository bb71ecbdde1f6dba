"""Import product rows from supplier CSV feeds."""

from __future__ import annotations

import csv
import logging
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from pathlib import Path

log = logging.getLogger(__name__)


@dataclass
class ImportStats:
    created: int = 0
    updated: int = 0
    skipped: int = 0


def parse_price(raw: str) -> Decimal | None:
    try:
        return Decimal(raw.replace(",", ".").strip())
    except InvalidOperation:
        return None


def normalize_sku(raw: str) -> str:
    return raw.strip().upper().replace(" ", "-")


def import_feed(path: Path, repo, *, supplier: str) -> ImportStats:
    stats = ImportStats()
    with path.open(newline="", encoding="utf-8") as fh:
        reader = csv.DictReader(fh, delimiter=";")
        for row in reader:
            if row.get("sku") and row.get("status", "active").lower() != "discontinued":
                sku = normalize_sku(row["sku"])
                price = parse_price(row.get("price", ""))
                if price is None:
                    log.warning("bad price for %s: %r", sku, row.get("price"))
                    stats.skipped += 1
                    continue
                existing = repo.get(supplier, sku)
                if existing is None:
                    repo.create(supplier, sku, name=row.get("name", ""), price=price)
                    stats.created += 1
                else:
                    existing.price = price
                    repo.save(existing)
                    stats.updated += 1
            else:
                stats.skipped += 1
    log.info("imported %s: %s", path.name, stats)
    return stats


def import_all(directory: Path, repo) -> dict[str, ImportStats]:
    results = {}
    for path in sorted(directory.glob("*.csv")):
        supplier = path.stem.split("_", 1)[0]
        results[path.name] = import_feed(path, repo, supplier=supplier)
    return results
