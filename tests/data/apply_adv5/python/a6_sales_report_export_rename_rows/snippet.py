    # ... existing code ...

    def export_csv(self, path: Path) -> int:
        records = [r for r in self._fetch_rows() if r.amount and not r.voided]
        records.sort(key=lambda r: (r.day, r.region, r.product))
        # ... header / path setup stays the same ...
        with path.open("w", newline="", encoding="utf-8") as fh:
            writer = csv.writer(fh)
            writer.writerow(header)
            for record in records:
                writer.writerow(
                    [record.day.isoformat(), record.region, record.product, f"{record.amount:.2f}"]
                )
        logger.info("wrote %d rows to %s", len(records), path)
        return len(records)
