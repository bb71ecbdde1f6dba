import threading
import time
from collections import defaultdict

from metrics.histogram import Histogram


class Counter:
    def __init__(self):
        self._value = 0
        self._lock = threading.Lock()

    def inc(self, amount=1):
        with self._lock:
            self._value += amount

    @property
    def value(self):
        return self._value


class Gauge:
    def __init__(self):
        self._value = 0.0

    def set(self, value):
        self._value = float(value)

    @property
    def value(self):
        return self._value


class MetricsCollector:
    def __init__(self, prefix="app"):
        self.prefix = prefix
        self._counters = defaultdict(Counter)
        self._gauges = defaultdict(Gauge)
        self._histograms = defaultdict(Histogram)
        self._started = time.monotonic()

    def counter(self, name):
        return self._counters[name]

    def gauge(self, name):
        return self._gauges[name]

    def histogram(self, name):
        return self._histograms[name]

    def collect(self):
        snapshot = {f"{self.prefix}_uptime_seconds": time.monotonic() - self._started}
        for name, counter in self._counters.items():
            snapshot[f"{self.prefix}_{name}_total"] = counter.value
        for name, gauge in self._gauges.items():
            snapshot[f"{self.prefix}_{name}"] = gauge.value
        for name, hist in self._histograms.items():
            snapshot[f"{self.prefix}_{name}_count"] = hist.count
            snapshot[f"{self.prefix}_{name}_p50"] = hist.percentile(50)
            snapshot[f"{self.prefix}_{name}_p95"] = hist.percentile(95)
            snapshot[f"{self.prefix}_{name}_p99"] = hist.percentile(99)
        return snapshot

    def reset(self):
        self._counters.clear()
        self._gauges.clear()
        self._histograms.clear()
        self._started = time.monotonic()
