"""CSV exports of stock levels for the finance and purchasing teams."""

import csv
import io
import logging
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterable

from stockroom.models import Item

log = logging.getLogger(__name__)

FIELDS = ("sku", "name", "warehouse", "on_hand", "unit_cost", "value")
LOW_STOCK_FIELDS = ("sku", "name", "warehouse", "on_hand", "reorder_point")


def _row(item: Item) -> dict:
    return {
        "sku": item.sku,
        "name": item.name,
        "warehouse": item.warehouse_code,
        "on_hand": item.on_hand,
        "unit_cost": f"{item.unit_cost:.2f}",
        "value": f"{item.on_hand * item.unit_cost:.2f}",
    }


def export_filename(prefix: str, now: datetime | None = None) -> str:
    now = now or datetime.now(timezone.utc)
    return f"{prefix}-{now:%Y%m%d-%H%M%S}.csv"


def write_export(items: Iterable[Item], path: Path) -> int:
    """Write every item to ``path``; returns the number of rows written."""
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=FIELDS)
    writer.writeheader()
    count = 0
    for item in items:
        writer.writerow(_row(item))
        count += 1
    path.write_text(buffer.getvalue(), encoding="utf-8")
    log.info("exported %d items to %s", count, path)
    return count


def write_low_stock_report(items: Iterable[Item], path: Path) -> int:
    """Write the items at or below their reorder point to ``path``."""
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=LOW_STOCK_FIELDS)
    writer.writeheader()
    count = 0
    for item in items:
        if item.on_hand > item.reorder_point:
            continue
        writer.writerow({
            "sku": item.sku,
            "name": item.name,
            "warehouse": item.warehouse_code,
            "on_hand": item.on_hand,
            "reorder_point": item.reorder_point,
        })
        count += 1
    path.write_text(buffer.getvalue(), encoding="utf-8")
    return count
