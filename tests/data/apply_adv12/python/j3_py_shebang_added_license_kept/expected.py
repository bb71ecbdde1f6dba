#!/usr/bin/env python3
# Copyright 2023 Northwind Labs.
# Licensed under the Apache License, Version 2.0.
"""Export the orders table to CSV."""

import argparse
import csv
import sqlite3
import sys


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("database")
    p.add_argument("-o", "--output", default="-")
    return p.parse_args(argv)


def export(conn, out):
    writer = csv.writer(out)
    writer.writerow(["id", "customer", "total"])
    for row in conn.execute("SELECT id, customer, total FROM orders ORDER BY id"):
        writer.writerow(row)


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    conn = sqlite3.connect(args.database)
    if args.output == "-":
        export(conn, sys.stdout)
    else:
        with open(args.output, "w", newline="") as f:
            export(conn, f)
    return 0


if __name__ == "__main__":
    sys.exit(main())
