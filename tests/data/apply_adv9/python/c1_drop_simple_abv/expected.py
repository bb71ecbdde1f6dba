"""Fermentation tracking helpers used by the cellar dashboard and batch reports."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Sequence


@dataclass(frozen=True)
class GravityReading:
    taken_at: datetime
    specific_gravity: float
    temperature_c: float


def gravity_to_plato(sg: float) -> float:
    """Convert specific gravity to degrees Plato (cubic approximation)."""
    return (-616.868) + (1111.14 * sg) - (630.272 * sg**2) + (135.997 * sg**3)


def apparent_attenuation(original_gravity: float, current_gravity: float) -> float:
    """Share of the original extract the yeast has consumed, as a percentage."""
    if original_gravity <= 1.0:
        raise ValueError(f"original gravity {original_gravity} is not above water")
    return round((original_gravity - current_gravity) / (original_gravity - 1.0) * 100, 1)


def estimate_abv(original_gravity: float, final_gravity: float) -> float:
    """ABV using the alternate formula, which holds up better above 1.070."""
    og, fg = original_gravity, final_gravity
    abv = (76.08 * (og - fg) / (1.775 - og)) * (fg / 0.794)
    return round(abv, 2)


def is_fermentation_complete(readings: Sequence[GravityReading], tolerance: float = 0.001) -> bool:
    """True once the last three readings, spanning two days or more, agree within `tolerance`."""
    if len(readings) < 3:
        return False
    last = sorted(readings, key=lambda r: r.taken_at)[-3:]
    if last[-1].taken_at - last[0].taken_at < timedelta(days=2):
        return False
    gravities = [r.specific_gravity for r in last]
    return max(gravities) - min(gravities) <= tolerance


def days_in_tank(filled_at: datetime, now: datetime | None = None) -> int:
    now = now or datetime.now()
    return (now - filled_at).days


def tank_status_report(tank_id: str, original_gravity: float, readings: Sequence[GravityReading],
                       filled_at: datetime) -> dict[str, object]:
    latest = max(readings, key=lambda r: r.taken_at) if readings else None
    report: dict[str, object] = {
        "tank": tank_id,
        "days_in_tank": days_in_tank(filled_at),
        "complete": is_fermentation_complete(readings),
    }
    if latest is not None:
        report["gravity"] = latest.specific_gravity
        report["plato"] = round(gravity_to_plato(latest.specific_gravity), 1)
        report["attenuation_pct"] = apparent_attenuation(original_gravity, latest.specific_gravity)
        report["abv_estimate"] = estimate_abv(original_gravity, latest.specific_gravity)
        report["temperature_c"] = latest.temperature_c
    return report
