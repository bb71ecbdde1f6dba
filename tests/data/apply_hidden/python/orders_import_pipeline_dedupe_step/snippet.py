# ... existing code ...


def dedupe_orders(rows: list[Order]) -> list[Order]:
    """Keep only the most recently updated row for each order id."""
    latest: dict[str, Order] = {}
    for row in rows:
        current = latest.get(row.order_id)
        if current is None or row.updated_at > current.updated_at:
            latest[row.order_id] = row
    return list(latest.values())


def run_pipeline(source: Path, since: date | None = None, dry_run: bool = False) -> PipelineStats:
    # ... existing code ...

    rows = [normalize_order(r) for r in raw]
    rows = [r for r in rows if r.total > 0 and r.status != "cancelled"]
    rows = dedupe_orders(rows)
    stats.valid = len(rows)

    # ... existing code ...
