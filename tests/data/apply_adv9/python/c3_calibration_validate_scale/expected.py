"""Per-sensor calibration offsets applied to raw readings before storage."""

from dataclasses import dataclass
import json
import logging
from pathlib import Path

CALIBRATION_FILE = Path("/etc/wxnet/calibration.json")

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Calibration:
    sensor_id: str
    offset: float
    scale: float = 1.0

    def apply(self, raw: float) -> float:
        return raw * self.scale + self.offset


def load_calibrations(path: Path = CALIBRATION_FILE) -> dict[str, Calibration]:
    with path.open() as fh:
        data = json.load(fh)
    calibrations = {}
    for sensor_id, entry in data.items():
        scale = float(entry.get("scale", 1.0))
        if scale <= 0:
            raise ValueError(f"calibration for {sensor_id} has non-positive scale {scale}")
        calibrations[sensor_id] = Calibration(
            sensor_id=sensor_id,
            offset=float(entry["offset"]),
            scale=scale,
        )
    return calibrations


def calibrate(sensor_id: str, raw: float, calibrations: dict[str, Calibration]) -> float:
    calibration = calibrations.get(sensor_id)
    if calibration is None:
        log.warning("no calibration for sensor %s; storing raw value", sensor_id)
        return raw
    return round(calibration.apply(raw), 3)


def calibrate_batch(readings: list[tuple[str, float]], calibrations: dict[str, Calibration]) -> list[float]:
    return [calibrate(sensor_id, raw, calibrations) for sensor_id, raw in readings]
