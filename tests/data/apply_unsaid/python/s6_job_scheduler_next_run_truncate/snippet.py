    def next_run(self, now: datetime) -> datetime:
        if self.last_run is None:
            return now
        candidate = self.last_run + self.interval
        if candidate < now:
            missed = (now - candidate) // self.interval + 1
            candidate += missed * self.interval
        return candidate.replace(microsecond=0)

    # ... existing code ...
