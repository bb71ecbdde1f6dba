# ... existing code ...

class BagTracer:
    # ... existing code ...

    def open_file_reference(self, tag_number: str, pnr: str) -> str:
        # ... existing code ...
        log.info("opened %s for tag %s", reference, tag_number)
        return reference

    # (removed legacy_sita_export() - WorldTracer API is live, nothing calls it any more)

    def notify_passenger(self, reference: str, phone: str) -> None:
        # ... existing code ...

    def to_payload(self, reference: str) -> str:
        # ... existing code ...
        return json.dumps(
            {
                "reference": reference,
                "tag": row[0],
                "pnr": row[1],
                "opened": row[2].isoformat(),
                "station": self.station,
                "source": "worldtracer-api",
            }
        )
