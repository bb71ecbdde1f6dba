"""Normalise raw tracking pings from ELD providers before they hit the database."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Iterable

log = logging.getLogger(__name__)

KNOWN_SOURCES = {"samsara", "motive", "geotab", "macropoint", "driver_app"}


@dataclass(frozen=True)
class Ping:
    load_id: str
    lat: float
    lng: float
    recorded_at: datetime
    source: str
    speed_mph: float | None = None


def parse_samsara(raw: dict) -> Ping:
    loc = raw["location"]
    return Ping(
        load_id=raw["externalIds"]["loadId"],
        lat=float(loc["latitude"]),
        lng=float(loc["longitude"]),
        recorded_at=_parse_ts(loc["time"]),
        source="samsara",
        speed_mph=loc.get("speedMilesPerHour"),
    )


def parse_motive(raw: dict) -> Ping:
    return Ping(
        load_id=raw["load_reference"],
        lat=float(raw["lat"]),
        lng=float(raw["lon"]),
        recorded_at=_parse_ts(raw["located_at"]),
        source="motive",
        speed_mph=raw.get("speed"),
    )


def parse_macropoint(raw: dict) -> Ping:
    return Ping(
        load_id=raw["OrderID"],
        lat=float(raw["Latitude"]),
        lng=float(raw["Longitude"]),
        recorded_at=_parse_ts(raw["CreatedDateTime"]),
        source="macropoint",
    )


def dedupe(pings: Iterable[Ping], precision: int = 4) -> list[Ping]:
    """Drop repeated pings for the same load, time and (rounded) position.

    Providers re-send the last known position when a truck is parked, so two
    pings at the same timestamp and rounded coordinates count as one.
    """
    seen: set[tuple[str, datetime, float, float]] = set()
    out: list[Ping] = []
    for ping in sorted(pings, key=lambda p: (p.load_id, p.recorded_at)):
        key = (ping.load_id, ping.recorded_at, round(ping.lat, precision), round(ping.lng, precision))
        if key in seen:
            continue
        seen.add(key)
        out.append(ping)
    return out


def drop_invalid(pings: Iterable[Ping]) -> list[Ping]:
    out = []
    for ping in pings:
        if ping.source not in KNOWN_SOURCES:
            log.warning("dropping ping from unknown source %s", ping.source)
            continue
        if not (-90 <= ping.lat <= 90 and -180 <= ping.lng <= 180):
            log.warning("dropping ping with bad coordinates for load %s", ping.load_id)
            continue
        out.append(ping)
    return out


def _parse_ts(value: str) -> datetime:
    ts = datetime.fromisoformat(value.replace("Z", "+00:00"))
    if ts.tzinfo is None:
        ts = ts.replace(tzinfo=timezone.utc)
    return ts.astimezone(timezone.utc)
