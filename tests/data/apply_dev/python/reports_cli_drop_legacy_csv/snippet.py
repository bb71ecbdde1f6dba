# ... existing code ...


def export_csv(rows: Iterable[dict], path: Path, fields: list[str]) -> int:
    # ... existing code ...
    return count


# ... removed export_legacy_csv() -- the semicolon/latin-1 format is no longer used ...


def export_json(rows: Iterable[dict], path: Path, fields: list[str]) -> int:
    # ... existing code ...
    return len(items)


EXPORTERS = {
    "csv": export_csv,
    "json": export_json,
}

# ... existing code ...
