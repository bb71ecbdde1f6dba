"""Ingest robot telemetry batches posted by the fleet gateway."""

import json
import logging
import time
from collections import defaultdict

from fleet.metrics import Counter, Histogram
from fleet.storage import TelemetryStore

log = logging.getLogger(__name__)

BATCH_LATENCY = Histogram("telemetry_batch_latency_seconds")
DROPPED_SAMPLES = Counter("telemetry_dropped_samples_total", labels=["reason"])

KNOWN_METRICS = {
    "battery_soc",
    "motor_temp_c",
    "lift_temp_c",
    "odometry_m",
    "wifi_rssi_dbm",
    "position_x",
    "position_y",
}


class TelemetryIngestor:
    def __init__(self, store: TelemetryStore, max_clock_skew_s: float = 30.0):
        self.store = store
        self.max_clock_skew_s = max_clock_skew_s
        self.last_seen: dict[str, float] = {}

    def handle_batch(self, raw: bytes) -> int:
        started = time.monotonic()
        try:
            payload = json.loads(raw)
        except json.JSONDecodeError:
            DROPPED_SAMPLES.labels(reason="bad_json").inc()
            log.warning("dropping unparseable telemetry batch (%d bytes)", len(raw))
            return 0

        robot_id = payload.get("robot_id")
        if not robot_id:
            DROPPED_SAMPLES.labels(reason="no_robot").inc()
            return 0

        now = time.time()
        by_metric = defaultdict(list)
        for sample in payload.get("samples", []):
            metric = sample.get("metric")
            if metric not in KNOWN_METRICS:
                DROPPED_SAMPLES.labels(reason="unknown_metric").inc()
                continue
            ts = float(sample.get("ts", now))
            if abs(now - ts) > self.max_clock_skew_s:
                DROPPED_SAMPLES.labels(reason="clock_skew").inc()
                continue
            value = sample.get("value")
            if value is None:
                DROPPED_SAMPLES.labels(reason="no_value").inc()
                continue
            by_metric[metric].append((ts, float(value)))

        written = 0
        for metric, points in by_metric.items():
            points.sort()
            self.store.write(robot_id, metric, points)
            written += len(points)

        self.last_seen[robot_id] = now
        BATCH_LATENCY.observe(time.monotonic() - started)
        return written

    def stale_robots(self, older_than_s: float = 60.0) -> list[str]:
        cutoff = time.time() - older_than_s
        return sorted(r for r, seen in self.last_seen.items() if seen < cutoff)
