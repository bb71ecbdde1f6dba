def import_products(path: Path, *, dry_run: bool = False) -> ImportReport:
    report = ImportReport()
    with path.open(newline="", encoding="utf-8-sig") as handle:
        # ... reader setup and column check unchanged ...

        with session_scope() as session:
            for line_no, row in enumerate(reader, start=2):
                sku = (row["sku"] or "").strip()
                if not sku:
                    report.skipped.append((line_no, "missing sku"))
                    continue
                try:
                    # ... existing code ...
