"""Ingestion of weather-station observation payloads."""

import csv
import io
import json
from datetime import datetime, timezone
from typing import Iterable, Iterator

from .models import Observation
from .units import fahrenheit_to_celsius, mph_to_ms

REQUIRED_FIELDS = ("station_id", "observed_at", "temp_c", "wind_ms", "pressure_hpa")


def _parse_timestamp(value: str) -> datetime:
    ts = datetime.fromisoformat(value.replace("Z", "+00:00"))
    if ts.tzinfo is None:
        ts = ts.replace(tzinfo=timezone.utc)
    return ts.astimezone(timezone.utc)


def _parse_json_payload(payload: str) -> Iterator[dict]:
    doc = json.loads(payload)
    for obs in doc.get("observations", []):
        yield {
            "station_id": doc["station"],
            "observed_at": obs["t"],
            "temp_c": obs.get("temp_c"),
            "wind_ms": obs.get("wind_ms"),
            "pressure_hpa": obs.get("pressure_hpa"),
        }


def _parse_legacy_csv(payload: str) -> Iterator[dict]:
    # Old Davis loggers upload imperial units in a headered CSV.
    reader = csv.DictReader(io.StringIO(payload))
    for row in reader:
        yield {
            "station_id": row["StationID"],
            "observed_at": row["Timestamp"],
            "temp_c": fahrenheit_to_celsius(float(row["TempF"])),
            "wind_ms": mph_to_ms(float(row["WindMph"])),
            "pressure_hpa": float(row["BaroHpa"]),
        }


def _to_observation(record: dict) -> Observation:
    missing = [f for f in REQUIRED_FIELDS if record.get(f) is None]
    if missing:
        raise ValueError(f"{record.get('station_id')}: missing {', '.join(missing)}")
    return Observation(
        station_id=record["station_id"],
        observed_at=_parse_timestamp(record["observed_at"]),
        temp_c=float(record["temp_c"]),
        wind_ms=float(record["wind_ms"]),
        pressure_hpa=float(record["pressure_hpa"]),
    )


def ingest(payload: str, content_type: str) -> list[Observation]:
    if content_type == "application/json":
        records: Iterable[dict] = _parse_json_payload(payload)
    elif content_type == "text/csv":
        records = _parse_legacy_csv(payload)
    else:
        raise ValueError(f"unsupported content type {content_type!r}")
    return [_to_observation(r) for r in records]
