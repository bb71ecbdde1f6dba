"""Bag tag tracking across check-in, sortation, loading and arrival."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum

TAG_PATTERN = re.compile(r"^\d{10}$")
BSM_PATTERN = re.compile(r"^\.N/(?P<tag>\d{10})\d{3}$", re.MULTILINE)


class ScanPoint(Enum):
    CHECK_IN = "check_in"
    SORTATION = "sortation"
    MAKEUP = "makeup"
    LOADED = "loaded"
    ARRIVAL = "arrival"
    CLAIM = "claim"


@dataclass
class ScanEvent:
    tag_number: str
    flight_number: str
    station: str
    point: ScanPoint
    scanned_at: datetime


@dataclass
class BaggageTracker:
    station: str
    _history: dict[str, list[ScanEvent]] = field(default_factory=lambda: defaultdict(list))

    def record_scan(self, scan: ScanEvent) -> None:
        if not TAG_PATTERN.match(scan.tag_number):
            raise ValueError(f"invalid bag tag: {scan.tag_number!r}")
        self._history[scan.tag_number].append(scan)

    def record_legacy_bsm(self, message: str, flight_number: str) -> int:
        """Parse a raw type-B BSM and record a check-in scan for every tag in it."""
        count = 0
        for match in BSM_PATTERN.finditer(message):
            self.record_scan(
                ScanEvent(
                    tag_number=match.group("tag"),
                    flight_number=flight_number,
                    station=self.station,
                    point=ScanPoint.CHECK_IN,
                    scanned_at=datetime.utcnow(),
                )
            )
            count += 1
        return count

    def locate(self, tag_number: str) -> ScanEvent | None:
        events = self._history.get(tag_number)
        if not events:
            return None
        return max(events, key=lambda e: e.scanned_at)

    def bags_for_flight(self, flight_number: str) -> list[str]:
        return sorted(
            tag
            for tag, events in self._history.items()
            if any(e.flight_number == flight_number for e in events)
        )

    def mishandled(self, flight_number: str) -> list[str]:
        """Bags checked in for a flight that never got a LOADED scan."""
        missing = []
        for tag in self.bags_for_flight(flight_number):
            points = {e.point for e in self._history[tag]}
            if ScanPoint.CHECK_IN in points and ScanPoint.LOADED not in points:
                missing.append(tag)
        return missing
