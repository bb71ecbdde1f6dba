"""Mishandled baggage tracing.

Matches bag tag reads from the handling system against the passenger
name record and opens a file reference for bags that missed a connection.
"""

import json
import logging
from datetime import datetime, timezone

from ops.db import connect
from ops.notify import send_sms

log = logging.getLogger("baggage.trace")

STATION_CODES = {"BRS", "EXT", "NQY", "SOU", "JER", "GCI", "MAN"}


class BagTracer:
    def __init__(self, station: str):
        if station not in STATION_CODES:
            raise ValueError(f"unknown station {station}")
        self.station = station
        self.db = connect("baggage")

    def last_seen(self, tag_number: str) -> dict | None:
        row = self.db.fetch_one(
            "SELECT station, scanned_at, reader FROM bag_reads "
            "WHERE tag_number = %s ORDER BY scanned_at DESC LIMIT 1",
            (tag_number,),
        )
        if row is None:
            return None
        return {"station": row[0], "scanned_at": row[1], "reader": row[2]}

    def open_file_reference(self, tag_number: str, pnr: str) -> str:
        seq = self.db.next_value("file_ref_seq")
        reference = f"{self.station}LO{seq:05d}"
        self.db.execute(
            "INSERT INTO mishandled_files (reference, tag_number, pnr, opened_at) "
            "VALUES (%s, %s, %s, %s)",
            (reference, tag_number, pnr, datetime.now(timezone.utc)),
        )
        log.info("opened %s for tag %s", reference, tag_number)
        return reference

    def notify_passenger(self, reference: str, phone: str) -> None:
        message = (
            f"We're sorry, your bag has been delayed. Your file reference is {reference}. "
            "We will text you as soon as it is on its way."
        )
        send_sms(phone, message)
        log.info("notified passenger for %s", reference)

    def to_payload(self, reference: str) -> str:
        row = self.db.fetch_one(
            "SELECT tag_number, pnr, opened_at FROM mishandled_files WHERE reference = %s",
            (reference,),
        )
        if row is None:
            raise KeyError(reference)
        return json.dumps(
            {
                "reference": reference,
                "tag": row[0],
                "pnr": row[1],
                "opened": row[2].isoformat(),
                "station": self.station,
                "source": "worldtracer-api",
            }
        )
