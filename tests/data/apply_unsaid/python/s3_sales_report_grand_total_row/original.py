"""Monthly sales report generation."""

from __future__ import annotations

import csv
from collections import defaultdict
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from pathlib import Path


@dataclass(frozen=True)
class Sale:
    day: date
    region: str
    product: str
    quantity: int
    unit_price: Decimal

    @property
    def amount(self) -> Decimal:
        return self.unit_price * self.quantity


def load_sales(path: Path) -> list[Sale]:
    with path.open(newline="") as fh:
        return [
            Sale(
                day=date.fromisoformat(row["day"]),
                region=row["region"],
                product=row["product"],
                quantity=int(row["quantity"]),
                unit_price=Decimal(row["unit_price"]),
            )
            for row in csv.DictReader(fh)
        ]


class ReportBuilder:
    def __init__(self, sales: list[Sale]) -> None:
        self.sales = sales

    def by_region(self) -> dict[str, Decimal]:
        totals: dict[str, Decimal] = defaultdict(Decimal)
        for sale in self.sales:
            totals[sale.region] += sale.amount
        return dict(totals)

    def by_product(self) -> dict[str, Decimal]:
        totals: dict[str, Decimal] = defaultdict(Decimal)
        for sale in self.sales:
            totals[sale.product] += sale.amount
        return dict(totals)

    def write_csv(self, out: Path) -> None:
        regions = self.by_region()
        products = self.by_product()
        with out.open("w", newline="") as fh:
            writer = csv.writer(fh)
            writer.writerow(["section", "key", "amount"])
            for region, amount in sorted(regions.items()):
                writer.writerow(["region", region, f"{amount:.2f}"])
            for product, amount in sorted(products.items()):
                writer.writerow(["product", product, f"{amount:.2f}"])


def main(argv: list[str]) -> int:
    sales = load_sales(Path(argv[1]))
    ReportBuilder(sales).write_csv(Path(argv[2]))
    return 0
