"""Export monthly usage reports for the finance team."""

from __future__ import annotations

import argparse
import csv
import json
import sys
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from usage.db import connect
from usage.queries import usage_by_account


@dataclass
class Row:
    account_id: str
    account_name: str
    api_calls: int
    storage_gb: float
    amount_cents: int


def parse_month(value: str) -> date:
    try:
        year, month = (int(part) for part in value.split("-"))
        return date(year, month, 1)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected YYYY-MM, got {value!r}") from None


def load_rows(dsn: str, month: date) -> list[Row]:
    with connect(dsn) as conn:
        records = usage_by_account(conn, month)
    return [
        Row(
            account_id=r["account_id"],
            account_name=r["name"],
            api_calls=r["api_calls"],
            storage_gb=round(r["storage_bytes"] / 1e9, 2),
            amount_cents=r["amount_cents"],
        )
        for r in records
    ]


def write_report(rows: list[Row], out: Path, fmt: str = "csv") -> None:
    if fmt == "json":
        out.write_text(json.dumps([vars(row) for row in rows], indent=2))
        return
    with out.open("w", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["account_id", "account_name", "api_calls", "storage_gb", "amount"])
        for row in rows:
            writer.writerow(
                [row.account_id, row.account_name, row.api_calls, row.storage_gb, f"{row.amount_cents / 100:.2f}"]
            )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("month", type=parse_month, help="month to export, YYYY-MM")
    parser.add_argument("--dsn", default="postgresql://localhost/usage")
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--format", choices=["csv", "json"], default="csv")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    rows = load_rows(args.dsn, args.month)
    if not rows:
        print(f"no usage recorded for {args.month:%Y-%m}", file=sys.stderr)
        return 1
    out = args.out or Path(f"usage-{args.month:%Y-%m}.{args.format}")
    write_report(rows, out, fmt=args.format)
    print(f"wrote {len(rows)} rows to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
