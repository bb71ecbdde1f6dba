import logging
from pathlib import Path

import pandas as pd

from .db import fetch_orders

log = logging.getLogger(__name__)

FIELDS = ["id", "customer", "total", "created_at"]


def export_orders(out_dir: Path, since=None) -> Path:
    """Write every order since ``since`` to orders.csv in ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / "orders.csv"
    df = pd.DataFrame(fetch_orders(since=since), columns=FIELDS)
    df.to_csv(target, index=False)
    log.info("exported %d orders to %s", len(df), target)
    return target


def main():
    logging.basicConfig(level=logging.INFO)
    export_orders(Path("exports"))


if __name__ == "__main__":
    main()
