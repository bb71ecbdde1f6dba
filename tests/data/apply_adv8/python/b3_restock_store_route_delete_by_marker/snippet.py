# ... existing code ...
    inventory.adjust(StockAdjustment(sku=unit.sku, location="OUTLET-01", delta=unit.quantity, reason="rma-outlet"))
    return RestockDecision(unit.sku, "OUTLET-01", unit.quantity, "C", markdown)


# ... removed legacy_restock_to_store() ...


def send_to_liquidation(unit: ReturnedUnit, inventory: InventoryClient) -> RestockDecision:
    # ... existing code ...


ROUTES: dict[str, Callable[[ReturnedUnit, InventoryClient], RestockDecision]] = {
    "warehouse": restock_to_warehouse,
    "outlet": restock_to_outlet,
    "liquidation": send_to_liquidation,
}


def choose_route(unit: ReturnedUnit) -> str:
    if unit.condition in RESELLABLE_CONDITIONS:
        return "warehouse"
    if unit.condition == Condition.USED_GOOD:
        return "outlet"
    # (dropped the route_override == "store" branch)
    return "liquidation"


# ... existing code ...
