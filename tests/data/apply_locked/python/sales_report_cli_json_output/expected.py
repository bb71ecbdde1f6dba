#!/usr/bin/env python3
"""Command line entry point for the monthly sales report."""

import argparse
import csv
import json
import sys
from collections import defaultdict
from datetime import date
from pathlib import Path

from reports.db import connect
from reports.queries import fetch_orders

REGIONS = ("north", "south", "east", "west")


def parse_month(value: str) -> date:
    try:
        year, month = value.split("-")
        return date(int(year), int(month), 1)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"expected YYYY-MM, got {value!r}") from exc


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description="Monthly sales report")
    parser.add_argument("month", type=parse_month, help="month to report on, as YYYY-MM")
    parser.add_argument("--db", default="postgresql://localhost/sales", help="database URL")
    parser.add_argument("--region", choices=REGIONS, action="append", help="limit to region(s)")
    parser.add_argument("-o", "--output", type=Path, help="write to a file instead of stdout")
    parser.add_argument("--format", choices=("csv", "json"), default="csv", help="output format")
    return parser


def summarise(orders) -> dict[str, dict[str, float]]:
    summary: dict[str, dict[str, float]] = defaultdict(lambda: {"orders": 0, "revenue": 0.0})
    for order in orders:
        bucket = summary[order.region]
        bucket["orders"] += 1
        bucket["revenue"] += order.total
    return dict(summary)


def write_csv(summary: dict[str, dict[str, float]], stream) -> None:
    writer = csv.writer(stream)
    writer.writerow(["region", "orders", "revenue"])
    for region in sorted(summary):
        row = summary[region]
        writer.writerow([region, row["orders"], f"{row['revenue']:.2f}"])


def write_json(summary: dict[str, dict[str, float]], stream) -> None:
    json.dump(summary, stream, indent=2, sort_keys=True)
    stream.write("\n")


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    regions = args.region or list(REGIONS)

    with connect(args.db) as conn:
        orders = fetch_orders(conn, month=args.month, regions=regions)
    if not orders:
        print(f"no orders for {args.month:%Y-%m}", file=sys.stderr)
        return 1

    summary = summarise(orders)
    writer = write_json if args.format == "json" else write_csv
    if args.output:
        with args.output.open("w", newline="") as handle:
            writer(summary, handle)
    else:
        writer(summary, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
