# ...

def revenue_by_sku(rows: Iterable[dict]) -> dict[str, float]:
    totals: dict[str, float] = {}
    for row in rows:
        totals[row["sku"]] = totals.get(row["sku"], 0.0) + row["quantity"] * row["price"]
    return totals


def best_sellers(rows: Iterable[dict], n: int = 5) -> list[tuple[str, float]]:
    totals = revenue_by_sku(rows)
    # ...
