"""Normalisation of raw smart-meter register reads into kWh values.

Register reads arrive from the head-end system as dicts keyed by register
name. Each normaliser validates one register and scales it to kWh.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

log = logging.getLogger(__name__)

MAX_PLAUSIBLE_KWH = 250.0


class ReadingError(ValueError):
    """Raised when a register read cannot be trusted."""


@dataclass(frozen=True)
class MeterProfile:
    meter_id: str
    import_scale: float = 1.0
    export_scale: float = 1.0
    reactive_scale: float = 1.0
    has_export_register: bool = True


def normalize_import_kwh(reading: dict, meter: MeterProfile) -> float:
    raw = reading.get("import_wh")
    if raw is None:
        raise ReadingError(f"{meter.meter_id}: missing import register")
    if raw < 0:
        raise ReadingError(f"{meter.meter_id}: negative import register {raw}")
    value = raw * meter.import_scale / 1000.0
    if value > MAX_PLAUSIBLE_KWH:
        log.warning("%s: implausible import %.3f kWh", meter.meter_id, value)
    return round(value, 3)


def normalize_export_kwh(reading: dict, meter: MeterProfile) -> float:
    if not meter.has_export_register:
        return 0.0
    raw = reading.get("export_wh")
    if raw is None:
        raise ReadingError(f"{meter.meter_id}: missing export register")
    if raw < 0:
        raise ReadingError(f"{meter.meter_id}: negative export register {raw}")
    value = raw * meter.export_scale / 1000.0
    if value > MAX_PLAUSIBLE_KWH:
        log.warning("%s: implausible export %.3f kWh", meter.meter_id, value)
    return round(value, 3)


def normalize_reactive_kvarh(reading: dict, meter: MeterProfile) -> float:
    raw = reading.get("reactive_varh")
    if raw is None:
        raise ReadingError(f"{meter.meter_id}: missing reactive register")
    if raw < 0:
        raise ReadingError(f"{meter.meter_id}: negative reactive register {raw}")
    value = raw * meter.reactive_scale / 1000.0
    if value > MAX_PLAUSIBLE_KWH:
        log.warning("%s: implausible reactive %.3f kvarh", meter.meter_id, value)
    return round(value, 3)


def normalize_interval(reading: dict, meter: MeterProfile) -> dict:
    return {
        "meter_id": meter.meter_id,
        "interval_start": reading["interval_start"],
        "import_kwh": normalize_import_kwh(reading, meter),
        "export_kwh": normalize_export_kwh(reading, meter),
        "reactive_kvarh": normalize_reactive_kvarh(reading, meter),
    }
