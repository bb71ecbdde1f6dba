"""Command line entry point: ``reports export --format csv --out report.csv``."""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections.abc import Iterable
from pathlib import Path

from reports.query import fetch_rows

DEFAULT_FIELDS = ["id", "created_at", "customer", "amount", "status"]


def _open_out(path: Path):
    if str(path) == "-":
        return sys.stdout
    path.parent.mkdir(parents=True, exist_ok=True)
    return path.open("w", newline="", encoding="utf-8")


def export_csv(rows: Iterable[dict], path: Path, fields: list[str]) -> int:
    count = 0
    out = _open_out(path)
    writer = csv.DictWriter(out, fieldnames=fields, extrasaction="ignore")
    writer.writeheader()
    for row in rows:
        writer.writerow(row)
        count += 1
    if out is not sys.stdout:
        out.close()
    return count


def export_json(rows: Iterable[dict], path: Path, fields: list[str]) -> int:
    items = [{name: row.get(name) for name in fields} for row in rows]
    out = _open_out(path)
    json.dump(items, out, indent=2, default=str)
    out.write("\n")
    if out is not sys.stdout:
        out.close()
    return len(items)


EXPORTERS = {
    "csv": export_csv,
    "json": export_json,
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="reports")
    sub = parser.add_subparsers(dest="command", required=True)
    export = sub.add_parser("export", help="export report rows to a file")
    export.add_argument("--format", choices=sorted(EXPORTERS), default="csv")
    export.add_argument("--out", type=Path, default=Path("-"))
    export.add_argument("--fields", default=",".join(DEFAULT_FIELDS))
    export.add_argument("--since", help="only rows created on or after this date (YYYY-MM-DD)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    fields = [name.strip() for name in args.fields.split(",") if name.strip()]
    rows = fetch_rows(since=args.since)
    count = EXPORTERS[args.format](rows, args.out, fields)
    print(f"exported {count} rows", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
