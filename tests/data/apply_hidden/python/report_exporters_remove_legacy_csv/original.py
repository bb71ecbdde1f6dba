"""Exporters that turn a finished Report into downloadable files."""

from __future__ import annotations

import csv
import io
import json
from typing import IO, Callable

from openpyxl import Workbook

from reports.model import Report

Exporter = Callable[[Report, IO], None]


def export_json(report: Report, out: IO[str]) -> None:
    payload = {
        "title": report.title,
        "generated_at": report.generated_at.isoformat(),
        "columns": report.columns,
        "rows": report.rows,
    }
    json.dump(payload, out, indent=2, default=str)


def export_csv(report: Report, out: IO[str]) -> None:
    writer = csv.writer(out)
    writer.writerow(report.columns)
    for row in report.rows:
        writer.writerow(row)


def export_legacy_csv(report: Report, out: IO[str]) -> None:
    """Semicolon-separated export for the old accounting import (deprecated)."""
    writer = csv.writer(out, delimiter=";", quoting=csv.QUOTE_ALL)
    writer.writerow([c.upper() for c in report.columns])
    for row in report.rows:
        writer.writerow(["" if v is None else str(v).replace(".", ",") for v in row])


def export_tsv(report: Report, out: IO[str]) -> None:
    writer = csv.writer(out, delimiter="\t")
    writer.writerow(report.columns)
    for row in report.rows:
        writer.writerow(row)


def export_xlsx(report: Report, out: IO[bytes]) -> None:
    wb = Workbook()
    ws = wb.active
    ws.title = report.title[:31]
    ws.append(report.columns)
    for row in report.rows:
        ws.append(list(row))
    buf = io.BytesIO()
    wb.save(buf)
    out.write(buf.getvalue())


EXPORTERS: dict[str, Exporter] = {
    "json": export_json,
    "csv": export_csv,
    "legacy-csv": export_legacy_csv,
    "tsv": export_tsv,
    "xlsx": export_xlsx,
}


def get_exporter(fmt: str) -> Exporter:
    try:
        return EXPORTERS[fmt]
    except KeyError:
        raise ValueError(f"unknown export format: {fmt!r}") from None
