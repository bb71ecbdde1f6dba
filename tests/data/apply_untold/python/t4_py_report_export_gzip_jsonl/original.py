"""Export report rows to disk in several formats."""

from __future__ import annotations

import csv
import json
import logging
from pathlib import Path
from typing import Iterable, Mapping

log = logging.getLogger(__name__)

FIELDS = ("id", "name", "email", "created_at", "plan")


def normalize(row: Mapping[str, object]) -> dict[str, str]:
    out = {}
    for field in FIELDS:
        value = row.get(field)
        out[field] = "" if value is None else str(value)
    return out


def write_csv(rows: Iterable[Mapping[str, object]], path: Path) -> int:
    count = 0
    with path.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=FIELDS)
        writer.writeheader()
        for row in rows:
            writer.writerow(normalize(row))
            count += 1
    log.info("wrote %d rows to %s", count, path)
    return count


def write_jsonl(rows: Iterable[Mapping[str, object]], path: Path) -> int:
    count = 0
    with path.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(normalize(row)) + "\n")
            count += 1
    log.info("wrote %d rows to %s", count, path)
    return count


WRITERS = {
    "csv": write_csv,
    "jsonl": write_jsonl,
}


def export(rows, path: Path, fmt: str = "csv") -> int:
    try:
        writer = WRITERS[fmt]
    except KeyError:
        raise ValueError(f"unknown export format: {fmt!r}") from None
    path.parent.mkdir(parents=True, exist_ok=True)
    return writer(rows, path)
