import argparse
import csv
import json
import sys
from collections import defaultdict
from datetime import date
from pathlib import Path

# ... existing code ...
    parser.add_argument("-o", "--output", type=Path, help="write to a file instead of stdout")
    parser.add_argument("--format", choices=("csv", "json"), default="csv", help="output format")
    return parser

# ... existing code ...


def write_json(summary: dict[str, dict[str, float]], stream) -> None:
    json.dump(summary, stream, indent=2, sort_keys=True)
    stream.write("\n")


def main(argv: list[str] | None = None) -> int:
    # ... existing code ...

    summary = summarise(orders)
    writer = write_json if args.format == "json" else write_csv
    if args.output:
        with args.output.open("w", newline="") as handle:
            writer(summary, handle)
    else:
        writer(summary, sys.stdout)
    return 0

# ... existing code ...
