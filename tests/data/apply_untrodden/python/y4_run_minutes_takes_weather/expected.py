"""Irrigation run-time planning for drip zones.

Run times are derived from reference evapotranspiration (ET0), the crop
coefficient for the current growth stage, and the zone's emitter layout.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import date

from agronomy.crops import crop_coefficient
from agronomy.weather import DailyWeather

log = logging.getLogger(__name__)

MAX_RUN_MINUTES = 240
MIN_RUN_MINUTES = 5
EFFECTIVE_RAIN_FACTOR = 0.8  # share of rainfall that reaches the root zone


@dataclass(frozen=True)
class Zone:
    zone_id: str
    crop: str
    planted_on: date
    area_m2: float
    emitters: int
    emitter_lph: float
    efficiency: float = 0.9

    @property
    def application_rate_mm_per_hour(self) -> float:
        litres_per_hour = self.emitters * self.emitter_lph
        return litres_per_hour / self.area_m2


def crop_water_demand_mm(zone: Zone, et0_mm: float, today: date) -> float:
    days_after_planting = (today - zone.planted_on).days
    kc = crop_coefficient(zone.crop, days_after_planting)
    return et0_mm * kc


def compute_run_minutes(zone: Zone, weather: DailyWeather) -> int:
    demand_mm = crop_water_demand_mm(zone, weather.et0_mm, weather.day)
    net_mm = max(0.0, demand_mm - EFFECTIVE_RAIN_FACTOR * weather.rain_mm)
    gross_mm = net_mm / zone.efficiency
    minutes = gross_mm / zone.application_rate_mm_per_hour * 60
    if minutes < MIN_RUN_MINUTES:
        return 0
    return int(min(minutes, MAX_RUN_MINUTES))


def plan_day(zones: list[Zone], weather: DailyWeather) -> dict[str, int]:
    plan: dict[str, int] = {}
    for zone in zones:
        minutes = compute_run_minutes(zone, weather)
        if minutes:
            log.info("zone %s: %d min", zone.zone_id, minutes)
        plan[zone.zone_id] = minutes
    return plan


def total_water_litres(zones: list[Zone], plan: dict[str, int]) -> float:
    by_id = {z.zone_id: z for z in zones}
    total = 0.0
    for zone_id, minutes in plan.items():
        zone = by_id[zone_id]
        total += zone.emitters * zone.emitter_lph * minutes / 60
    return total
