class MetricsCollector:
    # ...

    def collect(self):
        # ... uptime, counters and gauges as before ...
        for name, hist in self._histograms.items():
            snapshot[f"{self.prefix}_{name}_count"] = hist.count
            snapshot[f"{self.prefix}_{name}_p50"] = hist.percentile(50)
            snapshot[f"{self.prefix}_{name}_p95"] = hist.percentile(95)
            snapshot[f"{self.prefix}_{name}_p99"] = hist.percentile(99)
        return snapshot

    # ...
