"""Export daily sales reports to CSV files."""

import argparse
import csv
import logging
from datetime import date, timedelta
from pathlib import Path

from shop.db import session_scope
from shop.models import Order, OrderLine

log = logging.getLogger(__name__)

FIELDS = ["order_id", "sku", "quantity", "unit_price", "total"]


def daterange(start: date, end: date):
    day = start
    while day <= end:
        yield day
        day += timedelta(days=1)


def fetch_lines(session, day: date):
    return (
        session.query(OrderLine)
        .join(Order)
        .filter(Order.placed_on == day)
        .order_by(Order.id, OrderLine.id)
        .all()
    )


def write_csv(path: Path, lines) -> int:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=FIELDS)
        writer.writeheader()
        count = 0
        for line in lines:
            writer.writerow(
                {
                    "order_id": line.order_id,
                    "sku": line.sku,
                    "quantity": line.quantity,
                    "unit_price": f"{line.unit_price:.2f}",
                    "total": f"{line.quantity * line.unit_price:.2f}",
                }
            )
            count += 1
    return count


def export_day(session, day: date, out_dir: Path) -> Path:
    path = out_dir / f"sales-{day.isoformat()}.csv"
    count = write_csv(path, fetch_lines(session, day))
    log.info("wrote %d lines to %s", count, path)
    return path


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--start", type=date.fromisoformat, required=True)
    parser.add_argument("--end", type=date.fromisoformat)
    parser.add_argument("--out", type=Path, default=Path("exports"))
    parser.add_argument("-v", "--verbose", action="store_true")
    return parser.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO)
    end = args.end or args.start
    with session_scope() as session:
        for day in daterange(args.start, end):
            export_day(session, day, args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
