"""Export report rows to CSV and JSON Lines files."""

from __future__ import annotations

import csv
import json
import logging
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from typing import Iterable, Sequence

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Column:
    key: str
    header: str
    fmt: str | None = None


DEFAULT_COLUMNS: Sequence[Column] = (
    Column("invoice_id", "Invoice"),
    Column("customer", "Customer"),
    Column("issued_on", "Issued", fmt="%Y-%m-%d"),
    Column("amount", "Amount", fmt="{:.2f}"),
    Column("status", "Status"),
)


def format_value(value, fmt: str | None = None) -> str:
    if value is None:
        return ""
    if isinstance(value, (date, datetime)):
        return value.strftime(fmt or "%Y-%m-%d")
    if isinstance(value, (float, Decimal)) and fmt:
        return fmt.format(value)
    return str(value)


def write_csv(path: Path, rows: Iterable[dict], columns: Sequence[Column] = DEFAULT_COLUMNS) -> int:
    count = 0
    with path.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow([c.header for c in columns])
        for row in rows:
            writer.writerow([format_value(row.get(c.key), c.fmt) for c in columns])
            count += 1
    log.info("wrote %d rows to %s", count, path)
    return count


def write_jsonl(path: Path, rows: Iterable[dict]) -> int:
    count = 0
    with path.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, default=str) + "\n")
            count += 1
    log.info("wrote %d rows to %s", count, path)
    return count


def export(rows: Sequence[dict], out_dir: Path, stem: str, formats: Sequence[str] = ("csv",)) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for fmt in formats:
        path = out_dir / f"{stem}.{fmt}"
        if fmt == "csv":
            write_csv(path, rows)
        elif fmt == "jsonl":
            write_jsonl(path, rows)
        else:
            raise ValueError(f"unsupported format: {fmt}")
        written.append(path)
    return written
