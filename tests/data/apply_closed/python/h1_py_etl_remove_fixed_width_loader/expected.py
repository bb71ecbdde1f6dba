"""Loaders that turn partner export files into lists of row dicts."""

import csv
import json
import logging
from pathlib import Path
from typing import Callable

import pyarrow.parquet as pq

log = logging.getLogger("etl.loaders")

Row = dict[str, object]


def load_csv(path: Path) -> list[Row]:
    with path.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    log.info("loaded %d rows from %s", len(rows), path.name)
    return rows


def load_json(path: Path) -> list[Row]:
    with path.open(encoding="utf-8") as fh:
        payload = json.load(fh)
    rows = payload["records"] if isinstance(payload, dict) else payload
    log.info("loaded %d rows from %s", len(rows), path.name)
    return rows


def load_parquet(path: Path) -> list[Row]:
    table = pq.read_table(path)
    rows = table.to_pylist()
    log.info("loaded %d rows from %s", len(rows), path.name)
    return rows


LOADERS: dict[str, Callable[[Path], list[Row]]] = {
    ".csv": load_csv,
    ".json": load_json,
    ".parquet": load_parquet,
}


def load(path: Path) -> list[Row]:
    try:
        loader = LOADERS[path.suffix.lower()]
    except KeyError:
        raise ValueError(f"unsupported export format: {path.suffix}") from None
    return loader(path)
