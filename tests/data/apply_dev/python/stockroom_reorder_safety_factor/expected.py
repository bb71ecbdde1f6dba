"""Reorder planning: when to order more stock and how much."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date, timedelta

from stockroom.forecast import daily_demand
from stockroom.models import Item, Supplier

DEFAULT_LEAD_DAYS = 7
MIN_ORDER_QTY = 1


@dataclass(frozen=True)
class ReorderSuggestion:
    sku: str
    quantity: int
    order_by: date
    supplier: str


def reorder_point(item: Item, lead_days: int = DEFAULT_LEAD_DAYS) -> int:
    """Stock level at which a new order should be placed."""
    demand = daily_demand(item.sku)
    return math.ceil(demand * lead_days)


def reorder_quantity(item: Item, supplier: Supplier, safety_factor: float = 1.0) -> int:
    """How many units to order so stock lasts until the next delivery.

    ``safety_factor`` scales the forecast demand, e.g. 1.2 orders 20% extra for volatile items.
    """
    demand = daily_demand(item.sku) * safety_factor
    target = demand * (supplier.lead_days + supplier.review_days)
    shortfall = target - item.on_hand
    if shortfall <= 0:
        return 0
    qty = max(MIN_ORDER_QTY, math.ceil(shortfall))
    if supplier.pack_size > 1:
        qty = math.ceil(qty / supplier.pack_size) * supplier.pack_size
    return qty


def days_of_cover(item: Item) -> float:
    """How many days the current stock lasts at the forecast demand."""
    demand = daily_demand(item.sku)
    if demand <= 0:
        return math.inf
    return item.on_hand / demand


def suggest_reorders(items: list[Item], suppliers: dict[str, Supplier],
                     today: date | None = None) -> list[ReorderSuggestion]:
    """One suggestion per item that is at or below its reorder point."""
    today = today or date.today()
    suggestions = []
    for item in items:
        supplier = suppliers.get(item.supplier_id)
        if supplier is None:
            continue
        if item.on_hand > reorder_point(item, supplier.lead_days):
            continue
        qty = reorder_quantity(item, supplier)
        if qty == 0:
            continue
        cover = days_of_cover(item)
        order_by = today + timedelta(days=max(0, math.floor(cover) - supplier.lead_days))
        suggestions.append(ReorderSuggestion(item.sku, qty, order_by, supplier.name))
    suggestions.sort(key=lambda s: (s.order_by, s.sku))
    return suggestions
