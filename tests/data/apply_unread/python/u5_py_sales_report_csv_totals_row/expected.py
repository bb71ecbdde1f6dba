"""Export monthly sales reports in CSV and JSON."""

from __future__ import annotations

import csv
import io
import json
from collections import defaultdict
from dataclasses import asdict, dataclass
from datetime import date
from decimal import Decimal


@dataclass
class SaleLine:
    day: date
    region: str
    product: str
    units: int
    revenue: Decimal


def group_by_region(lines: list[SaleLine]) -> dict[str, list[SaleLine]]:
    groups: dict[str, list[SaleLine]] = defaultdict(list)
    for line in lines:
        groups[line.region].append(line)
    return dict(groups)


def export_csv(lines: list[SaleLine], *, include_header: bool = True, include_totals: bool = False) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    if include_header:
        writer.writerow(["day", "region", "product", "units", "revenue"])

    ordered = sorted(lines, key=lambda l: (l.day, l.region, l.product))
    for line in ordered:
        writer.writerow(
            [
                line.day.isoformat(),
                line.region,
                line.product,
                line.units,
                f"{line.revenue:.2f}",
            ]
        )

    if include_totals:
        total_units = sum(line.units for line in lines)
        total_revenue = sum((line.revenue for line in lines), Decimal("0"))
        writer.writerow(["TOTAL", "", "", total_units, f"{total_revenue:.2f}"])

    return buffer.getvalue()


def export_json(lines: list[SaleLine], *, indent: int | None = 2) -> str:
    records = []
    for line in sorted(lines, key=lambda l: (l.day, l.region, l.product)):
        record = asdict(line)
        record["day"] = line.day.isoformat()
        record["revenue"] = str(line.revenue)
        records.append(record)
    return json.dumps({"count": len(records), "lines": records}, indent=indent)


def export_region_summary(lines: list[SaleLine]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(["region", "units", "revenue"])
    for region, region_lines in sorted(group_by_region(lines).items()):
        units = sum(l.units for l in region_lines)
        revenue = sum((l.revenue for l in region_lines), Decimal("0"))
        writer.writerow([region, units, f"{revenue:.2f}"])
    return buffer.getvalue()
