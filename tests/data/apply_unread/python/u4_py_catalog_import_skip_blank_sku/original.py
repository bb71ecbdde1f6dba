"""Import the supplier's product catalogue from CSV into the shop database."""

from __future__ import annotations

import csv
import logging
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path

from shop.db import session_scope
from shop.models import Product

log = logging.getLogger(__name__)

REQUIRED_COLUMNS = {"sku", "name", "price", "stock"}


@dataclass
class ImportReport:
    created: int = 0
    updated: int = 0
    skipped: list[tuple[int, str]] = field(default_factory=list)

    @property
    def total(self) -> int:
        return self.created + self.updated

    def summary(self) -> str:
        return f"{self.created} created, {self.updated} updated, {len(self.skipped)} skipped"


def parse_price(raw: str) -> Decimal:
    try:
        price = Decimal(raw.replace(",", ".").strip())
    except InvalidOperation as exc:
        raise ValueError(f"invalid price {raw!r}") from exc
    if price < 0:
        raise ValueError(f"negative price {raw!r}")
    return price.quantize(Decimal("0.01"))


def parse_stock(raw: str) -> int:
    value = int(raw.strip() or 0)
    if value < 0:
        raise ValueError(f"negative stock {raw!r}")
    return value


def import_products(path: Path, *, dry_run: bool = False) -> ImportReport:
    report = ImportReport()
    with path.open(newline="", encoding="utf-8-sig") as handle:
        reader = csv.DictReader(handle, delimiter=";")
        missing = REQUIRED_COLUMNS - set(reader.fieldnames or [])
        if missing:
            raise ValueError(f"{path.name}: missing columns {sorted(missing)}")

        with session_scope() as session:
            for line_no, row in enumerate(reader, start=2):
                sku = row["sku"].strip()
                try:
                    price = parse_price(row["price"])
                    stock = parse_stock(row["stock"])
                except ValueError as exc:
                    report.skipped.append((line_no, str(exc)))
                    continue

                product = session.query(Product).filter_by(sku=sku).one_or_none()
                if product is None:
                    product = Product(sku=sku)
                    session.add(product)
                    report.created += 1
                else:
                    report.updated += 1
                product.name = row["name"].strip()
                product.price = price
                product.stock = stock

            if dry_run:
                session.rollback()

    log.info("Imported %s: %s", path.name, report.summary())
    return report


def import_directory(directory: Path, *, dry_run: bool = False) -> dict[str, ImportReport]:
    reports = {}
    for path in sorted(directory.glob("*.csv")):
        try:
            reports[path.name] = import_products(path, dry_run=dry_run)
        except ValueError:
            log.exception("Skipping %s", path.name)
    return reports
