"""Export report rows in the formats the dashboard offers."""

import csv
import json
from pathlib import Path


def load_rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def export_json(rows, path):
    """Write rows as a JSON array."""
    Path(path).write_text(json.dumps(rows, indent=2))


def export_csv(rows, path):
    """Write rows as a standard CSV file with a header."""
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=["id", "name", "total"])
        writer.writeheader()
        writer.writerows(rows)
