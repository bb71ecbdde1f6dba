"""Alarm thresholds used by the feeder monitoring jobs.

Values come from the 2024 operating procedures (OP-17, rev D).
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Band:
    low: float
    high: float

    def contains(self, value: float) -> bool:
        return self.low <= value <= self.high


VOLTAGE_PU = Band(low=0.94, high=1.06)
FREQUENCY_HZ = Band(low=49.8, high=50.2)
TRANSFORMER_LOADING_PCT = Band(low=0.0, high=110.0)

# Minutes a reading may be missing before the meter is flagged as silent.
SILENT_METER_MINUTES = 15

# Customers affected before an outage is paged to the duty manager.
PAGE_CUSTOMER_THRESHOLD = 500

# Feeders with known long rural spans get a wider voltage band.
FEEDER_VOLTAGE_OVERRIDES = {
    "NTH-11KV-07": Band(low=0.92, high=1.06),
    "NTH-11KV-12": Band(low=0.92, high=1.06),
}


def voltage_band(feeder_id: str) -> Band:
    return FEEDER_VOLTAGE_OVERRIDES.get(feeder_id, VOLTAGE_PU)


def classify_voltage(pu: float) -> str:
    if VOLTAGE_PU.contains(pu):
        return "normal"
    return "under" if pu < VOLTAGE_PU.low else "over"


def classify_frequency(hz: float) -> str:
    if FREQUENCY_HZ.contains(hz):
        return "normal"
    return "under" if hz < FREQUENCY_HZ.low else "over"
