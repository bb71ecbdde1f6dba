# ... existing code ...

def allocate_line(line: OrderLine, warehouses: list[Warehouse]) -> list[Allocation]:
    """Fill the line from a single warehouse when one has enough stock; otherwise split it.

    Inactive warehouses are never used.
    """
    active = [w for w in warehouses if w.active]
    for warehouse in active:
        if _available(warehouse, line.sku) >= line.quantity:
            return [Allocation(line.id, warehouse.code, line.quantity)]

    remaining = line.quantity
    allocations = []
    for warehouse in active:
        available = _available(warehouse, line.sku)
        if available == 0:
            continue
        take = min(available, remaining)
        allocations.append(Allocation(line.id, warehouse.code, take))
        remaining -= take
        if remaining == 0:
            break
    if remaining == line.quantity:
        raise AllocationError(f"no stock for {line.sku}")
    return allocations

# ... existing code ...
