class BaggageTracker:
    # ... existing code ...

    def record_scan(self, scan: ScanEvent) -> BagStatus:
        status = self.store.get(scan.tag_number)
        # (removed the legacy DCS fallback lookup)
        if status is None:
            raise KeyError(f"unknown bag tag {scan.tag_number}")
        # ... existing code ...

    # ... removed _lookup_legacy_tag(): the BRS cut-over is complete ...

    def mishandled(self, flight: str) -> list[BagStatus]:
        # ... existing code ...
