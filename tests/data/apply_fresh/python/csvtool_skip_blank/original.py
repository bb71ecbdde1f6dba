#!/usr/bin/env python3
"""csvtool: select columns and rows from a CSV file."""

from __future__ import annotations

import argparse
import csv
import logging
import sys
from pathlib import Path

log = logging.getLogger("csvtool")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="csvtool", description="Small CSV utilities.")
    parser.add_argument("input", type=Path, help="CSV file to read")
    parser.add_argument("-o", "--output", type=Path, help="where to write (default: stdout)")
    parser.add_argument("--delimiter", default=",", help="field delimiter")
    parser.add_argument("--columns", nargs="+", help="keep only these columns")
    parser.add_argument("--limit", type=int, default=None, help="stop after N rows")
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.WARNING)

    if not args.input.exists():
        log.error("no such file: %s", args.input)
        return 2

    out = args.output.open("w", newline="") if args.output else sys.stdout
    written = 0
    try:
        with args.input.open(newline="") as handle:
            reader = csv.DictReader(handle, delimiter=args.delimiter)
            fields = args.columns or reader.fieldnames or []
            writer = csv.DictWriter(out, fieldnames=fields, extrasaction="ignore")
            writer.writeheader()
            for index, row in enumerate(reader):
                if args.limit is not None and index >= args.limit:
                    break
                writer.writerow(row)
                written += 1
    finally:
        if out is not sys.stdout:
            out.close()

    log.info("wrote %d rows", written)
    return 0


if __name__ == "__main__":
    sys.exit(main())
