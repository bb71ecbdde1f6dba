import argparse
import csv
import gzip
import logging
from datetime import date, timedelta
from pathlib import Path

# ... existing code ...


def write_csv(path: Path, lines) -> int:
    path.parent.mkdir(parents=True, exist_ok=True)
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "wt", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=FIELDS)
        # ... existing code ...


def export_day(session, day: date, out_dir: Path) -> Path:
    path = out_dir / f"sales-{day.isoformat()}.csv.gz"
    # ... existing code ...
