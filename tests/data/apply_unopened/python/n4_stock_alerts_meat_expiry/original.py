"""Daily ingredient stock checks for the back-of-house inventory job.

Each category has its own check because par levels, reorder points and shelf
life differ; the job runs them all at 05:30 and posts alerts to the store's
manager channel.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal


@dataclass(frozen=True)
class StockItem:
    sku: str
    name: str
    category: str
    quantity: Decimal
    par_level: Decimal
    expires_on: date | None = None


@dataclass(frozen=True)
class StockAlert:
    sku: str
    kind: str  # "out", "reorder" or "expiring"
    quantity: Decimal


def check_dairy_stock(items: list[StockItem]) -> list[StockAlert]:
    alerts = []
    for item in items:
        if item.category != "dairy":
            continue
        if item.quantity <= 0:
            alerts.append(StockAlert(item.sku, "out", item.quantity))
        elif item.quantity < item.par_level * Decimal("0.30"):
            alerts.append(StockAlert(item.sku, "reorder", item.quantity))
        elif item.expires_on and item.expires_on <= date.today() + timedelta(days=2):
            alerts.append(StockAlert(item.sku, "expiring", item.quantity))
    return alerts


def check_produce_stock(items: list[StockItem]) -> list[StockAlert]:
    alerts = []
    for item in items:
        if item.category != "produce":
            continue
        if item.quantity <= 0:
            alerts.append(StockAlert(item.sku, "out", item.quantity))
        elif item.quantity < item.par_level * Decimal("0.25"):
            alerts.append(StockAlert(item.sku, "reorder", item.quantity))
        elif item.expires_on and item.expires_on <= date.today() + timedelta(days=1):
            alerts.append(StockAlert(item.sku, "expiring", item.quantity))
    return alerts


def check_meat_stock(items: list[StockItem]) -> list[StockAlert]:
    alerts = []
    for item in items:
        if item.category != "meat":
            continue
        if item.quantity <= 0:
            alerts.append(StockAlert(item.sku, "out", item.quantity))
        elif item.quantity < item.par_level * Decimal("0.25"):
            alerts.append(StockAlert(item.sku, "reorder", item.quantity))
        elif item.expires_on and item.expires_on <= date.today() + timedelta(days=1):
            alerts.append(StockAlert(item.sku, "expiring", item.quantity))
    return alerts


def check_dry_goods_stock(items: list[StockItem]) -> list[StockAlert]:
    alerts = []
    for item in items:
        if item.category != "dry_goods":
            continue
        if item.quantity <= 0:
            alerts.append(StockAlert(item.sku, "out", item.quantity))
        elif item.quantity < item.par_level * Decimal("0.20"):
            alerts.append(StockAlert(item.sku, "reorder", item.quantity))
    return alerts


ALL_CHECKS = (
    check_dairy_stock,
    check_produce_stock,
    check_meat_stock,
    check_dry_goods_stock,
)


def run_all_checks(items: list[StockItem]) -> list[StockAlert]:
    alerts: list[StockAlert] = []
    for check in ALL_CHECKS:
        alerts.extend(check(items))
    return alerts
