"""Royalty report generation for label partners.

Reports are built monthly from aggregated play counts and written to the
partner's drop bucket in the format their contract specifies.
"""

from __future__ import annotations

import csv
import io
import json
import logging
from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from streamcore.storage import PartnerBucket

log = logging.getLogger(__name__)

PER_STREAM_RATE = Decimal("0.0034")
MIN_PLAYS_FOR_PAYOUT = 30


@dataclass(frozen=True)
class RoyaltyLine:
    isrc: str
    track_title: str
    artist_name: str
    plays: int
    territory: str

    @property
    def payout(self) -> Decimal:
        if self.plays < MIN_PLAYS_FOR_PAYOUT:
            return Decimal("0.00")
        raw = PER_STREAM_RATE * self.plays
        return raw.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def build_lines(play_rows: list[dict]) -> list[RoyaltyLine]:
    lines = []
    for row in play_rows:
        lines.append(
            RoyaltyLine(
                isrc=row["isrc"],
                track_title=row["title"],
                artist_name=row["artist"],
                plays=int(row["plays"]),
                territory=row.get("territory", "WW"),
            )
        )
    return lines


def export_json(lines: list[RoyaltyLine], period: date) -> bytes:
    payload = {
        "period": period.strftime("%Y-%m"),
        "currency": "USD",
        "lines": [
            {
                "isrc": line.isrc,
                "title": line.track_title,
                "artist": line.artist_name,
                "plays": line.plays,
                "territory": line.territory,
                "payout": str(line.payout),
            }
            for line in lines
        ],
    }
    return json.dumps(payload, indent=2).encode("utf-8")


def export_legacy_csv(lines: list[RoyaltyLine], period: date) -> bytes:
    # Kept for partners still on the 2019 contract template.
    buf = io.StringIO()
    writer = csv.writer(buf, delimiter=";")
    writer.writerow(["PERIOD", "ISRC", "TITLE", "ARTIST", "PLAYS", "PAYOUT"])
    for line in lines:
        writer.writerow(
            [
                period.strftime("%Y%m"),
                line.isrc,
                line.track_title,
                line.artist_name,
                line.plays,
                str(line.payout),
            ]
        )
    return buf.getvalue().encode("latin-1", errors="replace")


def export_csv(lines: list[RoyaltyLine], period: date) -> bytes:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["period", "isrc", "title", "artist", "plays", "territory", "payout"])
    for line in lines:
        writer.writerow(
            [
                period.strftime("%Y-%m"),
                line.isrc,
                line.track_title,
                line.artist_name,
                line.plays,
                line.territory,
                str(line.payout),
            ]
        )
    return buf.getvalue().encode("utf-8")


EXPORTERS = {
    "json": export_json,
    "csv": export_csv,
    "legacy_csv": export_legacy_csv,
}


def publish_report(partner_id: str, fmt: str, play_rows: list[dict], period: date) -> str:
    if fmt not in EXPORTERS:
        raise ValueError(f"unsupported report format: {fmt}")
    lines = build_lines(play_rows)
    body = EXPORTERS[fmt](lines, period)
    key = f"royalties/{partner_id}/{period:%Y-%m}.{fmt.replace('legacy_', '')}"
    PartnerBucket(partner_id).put(key, body)
    log.info("published %s royalty report for %s (%d lines)", fmt, partner_id, len(lines))
    return key
