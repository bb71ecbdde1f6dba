# ... existing code ...

def reorder_quantity(item: Item, supplier: Supplier, safety_factor: float = 1.0) -> int:
    """How many units to order so stock lasts until the next delivery.

    ``safety_factor`` scales the forecast demand, e.g. 1.2 orders 20% extra for volatile items.
    """
    demand = daily_demand(item.sku) * safety_factor
    # ... existing code ...
