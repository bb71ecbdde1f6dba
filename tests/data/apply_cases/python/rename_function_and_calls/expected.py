import csv
import io
from collections.abc import Iterable
from datetime import date


def parse_row(row: dict[str, str]) -> dict:
    return {
        "sku": row["sku"].strip().upper(),
        "quantity": int(row["qty"]),
        "price": round(float(row["price"]), 2),
        "sold_on": date.fromisoformat(row["date"]),
    }


def load_sales(text: str) -> list[dict]:
    reader = csv.DictReader(io.StringIO(text))
    return [parse_row(row) for row in reader if row.get("sku")]


def revenue_by_sku(rows: Iterable[dict]) -> dict[str, float]:
    totals: dict[str, float] = {}
    for row in rows:
        totals[row["sku"]] = totals.get(row["sku"], 0.0) + row["quantity"] * row["price"]
    return totals


def best_sellers(rows: Iterable[dict], n: int = 5) -> list[tuple[str, float]]:
    totals = revenue_by_sku(rows)
    return sorted(totals.items(), key=lambda item: item[1], reverse=True)[:n]


def report(text: str) -> str:
    rows = load_sales(text)
    lines = [f"{sku}: {total:.2f}" for sku, total in best_sellers(rows)]
    return "\n".join(lines)
