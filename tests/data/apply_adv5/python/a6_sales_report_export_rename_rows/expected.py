"""Daily sales reports built from the orders database."""

from __future__ import annotations

import csv
import logging
from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from pathlib import Path

from shopdb import Database

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class SaleRow:
    day: date
    region: str
    product: str
    amount: Decimal
    voided: bool = False


class SalesReport:
    def __init__(self, db: Database, start: date, end: date) -> None:
        self.db = db
        self.start = start
        self.end = end

    def _fetch_rows(self) -> list[SaleRow]:
        cursor = self.db.execute(
            "SELECT day, region, product, amount, voided FROM sales WHERE day BETWEEN ? AND ?",
            (self.start, self.end),
        )
        return [SaleRow(*record) for record in cursor.fetchall()]

    def total(self) -> Decimal:
        rows = self._fetch_rows()
        return sum((row.amount for row in rows if not row.voided), Decimal("0"))

    def by_region(self) -> dict[str, Decimal]:
        rows = self._fetch_rows()
        totals: dict[str, Decimal] = defaultdict(Decimal)
        for row in rows:
            if not row.voided:
                totals[row.region] += row.amount
        return dict(totals)

    def by_product(self) -> dict[str, Decimal]:
        rows = self._fetch_rows()
        totals: dict[str, Decimal] = defaultdict(Decimal)
        for row in rows:
            if not row.voided:
                totals[row.product] += row.amount
        return dict(totals)

    def export_csv(self, path: Path) -> int:
        records = [r for r in self._fetch_rows() if r.amount and not r.voided]
        records.sort(key=lambda r: (r.day, r.region, r.product))
        header = ["day", "region", "product", "amount"]
        if path.suffix != ".csv":
            path = path.with_suffix(".csv")
        path.parent.mkdir(parents=True, exist_ok=True)
        logger.debug("exporting sales %s..%s to %s", self.start, self.end, path)
        with path.open("w", newline="", encoding="utf-8") as fh:
            writer = csv.writer(fh)
            writer.writerow(header)
            for record in records:
                writer.writerow(
                    [record.day.isoformat(), record.region, record.product, f"{record.amount:.2f}"]
                )
        logger.info("wrote %d rows to %s", len(records), path)
        return len(records)
