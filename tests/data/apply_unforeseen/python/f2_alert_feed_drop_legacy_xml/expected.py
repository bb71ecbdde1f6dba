"""Build and publish service disruption alerts for the rider-facing feeds."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Iterable

log = logging.getLogger(__name__)

SEVERITY_LEVELS = ("info", "minor", "major", "severe")


@dataclass
class Disruption:
    alert_id: str
    route_ids: list[str]
    severity: str
    header: str
    description: str
    starts_at: datetime
    ends_at: datetime | None = None
    stop_ids: list[str] = field(default_factory=list)

    def is_active(self, at: datetime) -> bool:
        if at < self.starts_at:
            return False
        return self.ends_at is None or at < self.ends_at


def validate(disruption: Disruption) -> None:
    if disruption.severity not in SEVERITY_LEVELS:
        raise ValueError(f"{disruption.alert_id}: bad severity {disruption.severity!r}")
    if not disruption.route_ids and not disruption.stop_ids:
        raise ValueError(f"{disruption.alert_id}: alert must name a route or a stop")
    if disruption.ends_at and disruption.ends_at <= disruption.starts_at:
        raise ValueError(f"{disruption.alert_id}: ends before it starts")


def to_feed_entity(disruption: Disruption) -> dict:
    informed = [{"route_id": r} for r in disruption.route_ids]
    informed += [{"stop_id": s} for s in disruption.stop_ids]
    period = {"start": int(disruption.starts_at.timestamp())}
    if disruption.ends_at:
        period["end"] = int(disruption.ends_at.timestamp())
    return {
        "id": disruption.alert_id,
        "alert": {
            "active_period": [period],
            "informed_entity": informed,
            "severity_level": disruption.severity.upper(),
            "header_text": disruption.header,
            "description_text": disruption.description,
        },
    }


def build_feed(disruptions: Iterable[Disruption], now: datetime | None = None) -> str:
    now = now or datetime.now(timezone.utc)
    entities = []
    for d in disruptions:
        validate(d)
        if d.is_active(now):
            entities.append(to_feed_entity(d))
    payload = {
        "header": {"version": "2.0", "timestamp": int(now.timestamp())},
        "entity": entities,
    }
    log.info("built alert feed with %d active entities", len(entities))
    return json.dumps(payload, ensure_ascii=False)
