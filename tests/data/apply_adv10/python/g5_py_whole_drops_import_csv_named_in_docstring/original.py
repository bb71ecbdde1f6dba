import csv
import logging
from pathlib import Path

from .db import fetch_orders

log = logging.getLogger(__name__)

FIELDS = ["id", "customer", "total", "created_at"]


def export_orders(out_dir: Path, since=None) -> Path:
    """Write every order since ``since`` to orders.csv in ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / "orders.csv"
    rows = fetch_orders(since=since)
    with target.open("w", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=FIELDS)
        writer.writeheader()
        for row in rows:
            writer.writerow({k: row[k] for k in FIELDS})
    log.info("exported %d orders to %s", len(rows), target)
    return target


def main():
    logging.basicConfig(level=logging.INFO)
    export_orders(Path("exports"))


if __name__ == "__main__":
    main()
