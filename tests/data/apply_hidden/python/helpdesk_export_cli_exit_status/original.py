#!/usr/bin/env python3
"""Export closed tickets from the helpdesk API to CSV or JSON lines."""

import argparse
import csv
import json
import logging
import sys
from datetime import date, timedelta

import requests

API_URL = "https://helpdesk.example.com/api/v2"
PAGE_SIZE = 100

log = logging.getLogger("export_tickets")


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--token", required=True, help="API token")
    parser.add_argument("--since", type=date.fromisoformat,
                        default=date.today() - timedelta(days=30))
    parser.add_argument("--format", choices=["csv", "jsonl"], default="csv")
    parser.add_argument("--output", "-o", default="-")
    return parser.parse_args(argv)


def fetch_tickets(session, since):
    page = 1
    while True:
        resp = session.get(
            f"{API_URL}/tickets",
            params={"status": "closed", "since": since.isoformat(), "page": page, "per_page": PAGE_SIZE},
            timeout=30,
        )
        resp.raise_for_status()
        batch = resp.json()["tickets"]
        if not batch:
            return
        yield from batch
        page += 1


def write_csv(tickets, fh):
    fields = ["id", "subject", "requester", "assignee", "closed_at"]
    writer = csv.DictWriter(fh, fieldnames=fields, extrasaction="ignore")
    writer.writeheader()
    count = 0
    for ticket in tickets:
        writer.writerow(ticket)
        count += 1
    return count


def write_jsonl(tickets, fh):
    count = 0
    for ticket in tickets:
        fh.write(json.dumps(ticket, sort_keys=True) + "\n")
        count += 1
    return count


def main(argv=None):
    args = parse_args(argv)
    session = requests.Session()
    session.headers["Authorization"] = f"Bearer {args.token}"
    writer = write_csv if args.format == "csv" else write_jsonl
    fh = sys.stdout if args.output == "-" else open(args.output, "w", newline="")
    try:
        count = writer(fetch_tickets(session, args.since), fh)
    except requests.HTTPError as exc:
        log.error("export failed: %s", exc)
        return 1
    finally:
        if fh is not sys.stdout:
            fh.close()
    log.info("exported %d tickets", count)
    return 0


if __name__ == "__main__":
    main()
