"""Command-line entry point for the usage report."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .report import build_report, write_csv, write_json


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="usage-report", description=__doc__)
    parser.add_argument("month", help="the month to report on, as YYYY-MM")
    parser.add_argument("--format", choices=["json", "csv"], default="json")
    parser.add_argument(
        "--output",
        type=Path,
        help="where to write the report (default: stdout)",
    )
    parser.add_argument("--team", action="append", default=[], help="only these teams")
    parser.add_argument("--verbose", action="store_true")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    report = build_report(args.month, teams=args.team or None)
    if args.verbose:
        print(f"{len(report.rows)} rows for {args.month}", file=sys.stderr)
    out = args.output.open("w", newline="") if args.output else sys.stdout
    try:
        if args.format == "csv":
            write_csv(report, out)
        else:
            write_json(report, out)
    finally:
        if out is not sys.stdout:
            out.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
