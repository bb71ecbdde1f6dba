"""Bag tracking service: consumes BSM/BPM messages and keeps bag status current."""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime, timezone

from baggage.messages import BagMessage, ScanEvent
from baggage.store import BagStore

log = logging.getLogger(__name__)

MISHANDLED_STATES = {"OFFLOADED", "MISSED_CONNECTION", "RUSH_TAGGED"}


@dataclass
class BagStatus:
    tag_number: str
    flight: str
    state: str
    last_location: str
    updated_at: datetime = field(default_factory=lambda: datetime.now(timezone.utc))


class BaggageTracker:
    def __init__(self, store: BagStore, station: str):
        self.store = store
        self.station = station

    def register(self, msg: BagMessage) -> BagStatus:
        status = BagStatus(
            tag_number=msg.tag_number,
            flight=msg.outbound_flight,
            state="CHECKED_IN",
            last_location=msg.check_in_desk,
        )
        self.store.save(status)
        log.info("registered bag %s for %s", msg.tag_number, msg.outbound_flight)
        return status

    def record_scan(self, scan: ScanEvent) -> BagStatus:
        status = self.store.get(scan.tag_number)
        if status is None:
            raise KeyError(f"unknown bag tag {scan.tag_number}")
        status.state = scan.state
        status.last_location = scan.location
        status.updated_at = scan.scanned_at
        self.store.save(status)
        return status

    def mishandled(self, flight: str) -> list[BagStatus]:
        return [
            bag
            for bag in self.store.for_flight(flight)
            if bag.state in MISHANDLED_STATES
        ]

    def reconcile(self, flight: str, loaded_tags: set[str]) -> list[str]:
        missing = []
        for bag in self.store.for_flight(flight):
            if bag.tag_number not in loaded_tags and bag.state != "OFFLOADED":
                missing.append(bag.tag_number)
        log.info("%s: %d bags not loaded for %s", self.station, len(missing), flight)
        return missing
