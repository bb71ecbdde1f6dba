# ... existing code ...

    def handle_batch(self, raw: bytes) -> int:
        # ... existing code ...
        for sample in payload.get("samples", []):
            # ... existing code ...
            if abs(now - ts) > self.max_clock_skew_s:
                DROPPED_SAMPLES.labels(reason="clock_skew").inc()
                continue
            value = sample.get("value")
            if value is None:
                DROPPED_SAMPLES.labels(reason="no_value").inc()
                continue
            by_metric[metric].append((ts, float(value)))

        # ... existing code ...
