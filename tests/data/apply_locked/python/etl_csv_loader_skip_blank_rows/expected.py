"""CSV ingestion step of the nightly ETL job."""

import csv
import logging
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

log = logging.getLogger(__name__)


class RowError(Exception):
    def __init__(self, lineno: int, column: str, reason: str) -> None:
        super().__init__(f"line {lineno}, column {column!r}: {reason}")
        self.lineno = lineno
        self.column = column


@dataclass(frozen=True)
class Column:
    name: str
    parse: Callable[[str], Any]
    required: bool = True


@dataclass(frozen=True)
class Schema:
    table: str
    columns: tuple[Column, ...]


def parse_date(raw: str) -> date:
    return datetime.strptime(raw.strip(), "%Y-%m-%d").date()


def parse_amount(raw: str) -> int:
    cleaned = raw.replace(",", "").strip()
    if not cleaned:
        raise ValueError("empty amount")
    return round(float(cleaned) * 100)


def read_csv(path: Path, delimiter: str = ",") -> Iterator[dict[str, str]]:
    with path.open(newline="", encoding="utf-8-sig") as handle:
        reader = csv.DictReader(handle, delimiter=delimiter)
        for row in reader:
            yield {key.strip(): (value or "") for key, value in row.items() if key}


def transform_rows(rows: Iterable[dict[str, str]], schema: Schema) -> Iterator[dict[str, Any]]:
    for lineno, row in enumerate(rows, start=2):
        if not any(value.strip() for value in row.values()):
            log.debug("skipping blank row at line %d", lineno)
            continue
        record: dict[str, Any] = {}
        for column in schema.columns:
            raw = row.get(column.name, "")
            if not raw and not column.required:
                record[column.name] = None
                continue
            try:
                record[column.name] = column.parse(raw)
            except ValueError as exc:
                raise RowError(lineno, column.name, str(exc)) from exc
        record["_source_line"] = lineno
        yield record


def batched(records: Iterable[dict[str, Any]], size: int) -> Iterator[list[dict[str, Any]]]:
    batch: list[dict[str, Any]] = []
    for record in records:
        batch.append(record)
        if len(batch) >= size:
            yield batch
            batch = []
    if batch:
        yield batch


def load_file(path: Path, schema: Schema, writer, batch_size: int = 500) -> int:
    total = 0
    rows = read_csv(path)
    for batch in batched(transform_rows(rows, schema), batch_size):
        writer.insert_many(schema.table, batch)
        total += len(batch)
        log.info("loaded %d rows into %s", total, schema.table)
    return total
