"""Glycol jacket control for the fermentation tanks (FV1-FV8)."""

import logging
from datetime import datetime, timedelta

from cellar.models import FermentationProfile, Tank, TempReading

log = logging.getLogger(__name__)

CRASH_TEMP_C = 0.5
MAX_RAMP_PER_HOUR_C = 1.0


def target_temperature(profile: FermentationProfile, pitched_at: datetime, now: datetime) -> float:
    """Return the set point for a tank given how long ago the yeast was pitched."""
    elapsed = now - pitched_at
    for step in profile.steps:
        if elapsed < timedelta(days=step.until_day):
            return step.temp_c
    return profile.steps[-1].temp_c


def should_open_valve(tank: Tank, reading: TempReading, set_point: float, hysteresis: float = 0.3) -> bool:
    """Open the glycol valve when the tank has drifted above its set point."""
    if tank.is_empty:
        return False
    drift = reading.temp_c - set_point
    if drift > hysteresis:
        log.debug("%s is %.2f C over set point, opening valve", tank.name, drift)
        return True
    return False


def should_close_valve(tank: Tank, reading: TempReading, set_point: float) -> bool:
    """Close the glycol valve once the tank is back under its set point."""
    if tank.is_empty:
        return True
    drift = set_point - reading.temp_c
    if drift > 0.3:
        log.debug("%s is %.2f C under set point, closing valve", tank.name, drift)
        return True
    return False


def crash_set_point(tank: Tank, started_at: datetime, now: datetime) -> float:
    """Ramp a tank down to crash temperature without shocking the yeast."""
    hours = (now - started_at).total_seconds() / 3600
    ramped = tank.last_set_point - hours * MAX_RAMP_PER_HOUR_C
    return max(ramped, CRASH_TEMP_C)


def control_tick(tanks: list[Tank], readings: dict[str, TempReading], now: datetime) -> dict[str, bool]:
    """One pass of the control loop: decide the valve state for every tank."""
    states = {}
    for tank in tanks:
        reading = readings.get(tank.name)
        if reading is None:
            log.warning("no reading for %s, leaving valve as is", tank.name)
            continue
        set_point = target_temperature(tank.profile, tank.pitched_at, now)
        if tank.valve_open:
            states[tank.name] = not should_close_valve(tank, reading, set_point)
        else:
            states[tank.name] = should_open_valve(tank, reading, set_point, tank.hysteresis_c)
    return states
