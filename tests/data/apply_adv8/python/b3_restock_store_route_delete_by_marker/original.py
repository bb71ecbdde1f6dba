"""Restocking worker: moves inspected returns back into sellable inventory."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from decimal import Decimal
from typing import Callable

from returns.inventory import InventoryClient, StockAdjustment
from returns.models import Condition, ReturnedUnit
from returns.queue import Message, consume

log = logging.getLogger(__name__)

RESELLABLE_CONDITIONS = {Condition.NEW, Condition.LIKE_NEW, Condition.OPEN_BOX}


@dataclass(frozen=True)
class RestockDecision:
    sku: str
    location: str
    quantity: int
    grade: str
    markdown: Decimal


def restock_to_warehouse(unit: ReturnedUnit, inventory: InventoryClient) -> RestockDecision:
    grade = "A" if unit.condition == Condition.NEW else "B"
    markdown = Decimal("0") if grade == "A" else Decimal("0.15")
    inventory.adjust(StockAdjustment(sku=unit.sku, location=unit.warehouse_id, delta=unit.quantity, reason="rma-restock"))
    return RestockDecision(unit.sku, unit.warehouse_id, unit.quantity, grade, markdown)


def restock_to_outlet(unit: ReturnedUnit, inventory: InventoryClient) -> RestockDecision:
    markdown = Decimal("0.40")
    inventory.adjust(StockAdjustment(sku=unit.sku, location="OUTLET-01", delta=unit.quantity, reason="rma-outlet"))
    return RestockDecision(unit.sku, "OUTLET-01", unit.quantity, "C", markdown)


def legacy_restock_to_store(unit: ReturnedUnit, inventory: InventoryClient) -> RestockDecision:
    # Stores stopped accepting mailed-in returns in 2022; kept for old RMAs.
    store = unit.origin_store_id or "STORE-000"
    inventory.adjust(StockAdjustment(sku=unit.sku, location=store, delta=unit.quantity, reason="rma-store"))
    return RestockDecision(unit.sku, store, unit.quantity, "B", Decimal("0.10"))


def send_to_liquidation(unit: ReturnedUnit, inventory: InventoryClient) -> RestockDecision:
    inventory.adjust(StockAdjustment(sku=unit.sku, location="LIQ-01", delta=unit.quantity, reason="rma-liquidation"))
    return RestockDecision(unit.sku, "LIQ-01", unit.quantity, "D", Decimal("0.90"))


ROUTES: dict[str, Callable[[ReturnedUnit, InventoryClient], RestockDecision]] = {
    "warehouse": restock_to_warehouse,
    "outlet": restock_to_outlet,
    "store": legacy_restock_to_store,
    "liquidation": send_to_liquidation,
}


def choose_route(unit: ReturnedUnit) -> str:
    if unit.condition in RESELLABLE_CONDITIONS:
        return "warehouse"
    if unit.condition == Condition.USED_GOOD:
        return "outlet"
    if unit.route_override == "store":
        return "store"
    return "liquidation"


def handle(message: Message, inventory: InventoryClient) -> None:
    unit = ReturnedUnit.from_payload(message.payload)
    route = choose_route(unit)
    decision = ROUTES[route](unit, inventory)
    log.info(
        "restocked rma=%s sku=%s route=%s grade=%s",
        unit.rma_number,
        decision.sku,
        route,
        decision.grade,
    )
    message.ack()


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    inventory = InventoryClient.from_env()
    for message in consume("returns.inspected"):
        try:
            handle(message, inventory)
        except Exception:
            log.exception("restock failed for message %s", message.id)
            message.nack(requeue=False)


if __name__ == "__main__":
    main()
