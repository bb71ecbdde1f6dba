# ... existing code ...

# ... removed export_legacy_csv() (deprecated semicolon format) ...

# ... existing code ...

EXPORTERS: dict[str, Exporter] = {
    "json": export_json,
    "csv": export_csv,
    "tsv": export_tsv,
    "xlsx": export_xlsx,
}

# ... existing code ...
