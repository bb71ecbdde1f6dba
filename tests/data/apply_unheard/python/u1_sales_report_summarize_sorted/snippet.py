def summarize(rows: list[SalesRow]) -> dict[str, float]:
    by_region: dict[str, float] = {}
    for r in rows:
        by_region[r.region] = by_region.get(r.region, 0.0) + r.revenue
    return dict(sorted(by_region.items(), key=lambda kv: kv[1], reverse=True))


# ... existing code ...
