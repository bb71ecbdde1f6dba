"""Pipeline stages for the nightly customer ETL."""

from __future__ import annotations

import csv
import logging
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Iterable, Iterator

Row = dict[str, str]

log = logging.getLogger(__name__)


class Stage(ABC):
    name = "stage"

    @abstractmethod
    def run(self, rows: Iterable[Row]) -> Iterator[Row]:
        """Transform a stream of rows."""

    def describe(self) -> str:
        return self.name


class StripWhitespace(Stage):
    name = "strip"

    def run(self, rows: Iterable[Row]) -> Iterator[Row]:
        for row in rows:
            yield {key.strip(): value.strip() for key, value in row.items()}


class NormalizeEmail(Stage):
    name = "normalize-email"

    def __init__(self, field: str = "email") -> None:
        self.field = field

    def run(self, rows: Iterable[Row]) -> Iterator[Row]:
        for row in rows:
            if self.field in row:
                row[self.field] = row[self.field].lower()
            yield row


class DropIncomplete(Stage):
    name = "drop-incomplete"

    def __init__(self, required: tuple[str, ...]) -> None:
        self.required = required
        self.dropped = 0

    def run(self, rows: Iterable[Row]) -> Iterator[Row]:
        for row in rows:
            if all(row.get(field) for field in self.required):
                yield row
            else:
                self.dropped += 1


class Dedupe(Stage):
    name = "dedupe"

    def __init__(self, key: str = "email") -> None:
        self.key = key
        self.seen: set[str] = set()
        self.duplicates = 0

    def run(self, rows: Iterable[Row]) -> Iterator[Row]:
        for row in rows:
            value = row.get(self.key, "")
            if value in self.seen:
                self.duplicates += 1
                continue
            self.seen.add(value)
            yield row

    def describe(self) -> str:
        return f"{self.name}(key={self.key}, duplicates={self.duplicates})"


class Pipeline:
    def __init__(self, stages: list[Stage]) -> None:
        self.stages = stages

    def run(self, rows: Iterable[Row]) -> Iterator[Row]:
        for stage in self.stages:
            log.debug("adding stage %s", stage.describe())
            rows = stage.run(rows)
        return iter(rows)


def read_csv(path: Path) -> Iterator[Row]:
    with path.open(newline="", encoding="utf-8") as handle:
        yield from csv.DictReader(handle)
