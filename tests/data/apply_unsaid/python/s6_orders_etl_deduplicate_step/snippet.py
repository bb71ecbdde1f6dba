# ... existing code ...
    return [normalize_row(r) for r in rows if r.get("id") and r.get("status") != "test"]


def deduplicate_rows(rows: list[dict]) -> list[dict]:
    """Keep the last occurrence of each order id (the API may page over updated orders twice)."""
    latest: dict[str, dict] = {}
    for row in rows:
        latest[row["id"]] = row
    return list(latest.values())


def load_rows(rows: list[dict], conn: psycopg.Connection) -> int:
    # ... existing code ...
