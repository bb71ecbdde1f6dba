"""Ingestion of weather-station observation payloads."""

import json
from datetime import datetime, timezone
from typing import Iterable, Iterator

from .models import Observation

REQUIRED_FIELDS = ("station_id", "observed_at", "temp_c", "wind_ms", "pressure_hpa")

# ... existing code ...

# (removed _parse_legacy_csv: the Davis loggers upload JSON now)


def _to_observation(record: dict) -> Observation:
    # ... existing code ...


def ingest(payload: str, content_type: str) -> list[Observation]:
    if content_type == "application/json":
        records: Iterable[dict] = _parse_json_payload(payload)
    else:
        raise ValueError(f"unsupported content type {content_type!r}")
    return [_to_observation(r) for r in records]
