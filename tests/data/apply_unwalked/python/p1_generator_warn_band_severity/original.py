"""Temperature alarm rules for turbine nacelle telemetry."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from enum import Enum

logger = logging.getLogger(__name__)


class Severity(Enum):
    INFO = "info"
    WARNING = "warning"
    CRITICAL = "critical"


@dataclass(frozen=True)
class Reading:
    turbine_id: str
    channel: str
    value: float
    sampled_at: datetime


@dataclass(frozen=True)
class Alarm:
    turbine_id: str
    channel: str
    severity: Severity
    message: str
    raised_at: datetime


GEARBOX_WARN_C = 78.0
GEARBOX_TRIP_C = 90.0
GENERATOR_WARN_C = 125.0
GENERATOR_TRIP_C = 145.0
BEARING_WARN_C = 70.0
BEARING_TRIP_C = 82.0


def check_gearbox_oil(reading: Reading) -> Alarm | None:
    if reading.value >= GEARBOX_TRIP_C:
        severity = Severity.CRITICAL
    elif reading.value >= GEARBOX_WARN_C:
        severity = Severity.WARNING
    else:
        return None
    logger.debug("gearbox oil %.1fC on %s", reading.value, reading.turbine_id)
    return Alarm(
        turbine_id=reading.turbine_id,
        channel=reading.channel,
        severity=severity,
        message=f"Gearbox oil at {reading.value:.1f}C",
        raised_at=reading.sampled_at,
    )


def check_generator_winding(reading: Reading) -> Alarm | None:
    if reading.value >= GENERATOR_TRIP_C:
        severity = Severity.CRITICAL
    elif reading.value >= GENERATOR_WARN_C:
        severity = Severity.WARNING
    else:
        return None
    logger.debug("generator winding %.1fC on %s", reading.value, reading.turbine_id)
    return Alarm(
        turbine_id=reading.turbine_id,
        channel=reading.channel,
        severity=severity,
        message=f"Generator winding at {reading.value:.1f}C",
        raised_at=reading.sampled_at,
    )


def check_main_bearing(reading: Reading) -> Alarm | None:
    if reading.value >= BEARING_TRIP_C:
        severity = Severity.CRITICAL
    elif reading.value >= BEARING_WARN_C:
        severity = Severity.WARNING
    else:
        return None
    logger.debug("main bearing %.1fC on %s", reading.value, reading.turbine_id)
    return Alarm(
        turbine_id=reading.turbine_id,
        channel=reading.channel,
        severity=severity,
        message=f"Main bearing at {reading.value:.1f}C",
        raised_at=reading.sampled_at,
    )


CHECKS = {
    "gearbox_oil_temp": check_gearbox_oil,
    "generator_winding_temp": check_generator_winding,
    "main_bearing_temp": check_main_bearing,
}


def evaluate(readings: list[Reading]) -> list[Alarm]:
    alarms: list[Alarm] = []
    for reading in readings:
        check = CHECKS.get(reading.channel)
        if check is None:
            continue
        alarm = check(reading)
        if alarm is not None:
            alarms.append(alarm)
    return alarms
