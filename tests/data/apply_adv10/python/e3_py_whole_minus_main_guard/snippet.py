import argparse
import csv
import statistics
import sys


def read_rows(path):
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh))


def summarize(rows, column):
    values = [float(r[column]) for r in rows if r[column]]
    if not values:
        return None
    return {
        "count": len(values),
        "min": min(values),
        "max": max(values),
        "mean": statistics.mean(values),
        "median": statistics.median(values),
    }


def main(argv=None):
    parser = argparse.ArgumentParser(description="Summarize a CSV column")
    parser.add_argument("path")
    parser.add_argument("column")
    args = parser.parse_args(argv)

    rows = read_rows(args.path)
    stats = summarize(rows, args.column)
    if stats is None:
        print(f"no values in column {args.column!r}", file=sys.stderr)
        return 1
    for key, value in stats.items():
        print(f"{key:>6}: {value:.2f}")
    return 0
