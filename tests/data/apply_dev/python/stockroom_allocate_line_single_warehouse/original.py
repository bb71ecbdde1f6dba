"""Allocate order lines to warehouses."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from stockroom.models import Order, OrderLine, Warehouse

log = logging.getLogger(__name__)


class AllocationError(Exception):
    """Raised when an order line cannot be allocated at all."""


@dataclass
class Allocation:
    line_id: str
    warehouse_code: str
    quantity: int


@dataclass
class AllocationResult:
    allocations: list[Allocation] = field(default_factory=list)
    backordered: dict[str, int] = field(default_factory=dict)

    @property
    def complete(self) -> bool:
        return not self.backordered


def _available(warehouse: Warehouse, sku: str) -> int:
    return max(0, warehouse.on_hand(sku) - warehouse.reserved(sku))


def allocate_line(line: OrderLine, warehouses: list[Warehouse]) -> list[Allocation]:
    """Take the line's quantity from the first warehouse that has any stock, then the next."""
    remaining = line.quantity
    allocations = []
    for warehouse in warehouses:
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


def allocate_order(order: Order, warehouses: list[Warehouse]) -> AllocationResult:
    """Allocate every line of ``order``; lines without stock are backordered."""
    result = AllocationResult()
    for line in order.lines:
        try:
            allocations = allocate_line(line, warehouses)
        except AllocationError:
            log.warning("backordering %s x%d for order %s", line.sku, line.quantity, order.id)
            result.backordered[line.sku] = line.quantity
            continue
        result.allocations.extend(allocations)
        short = line.quantity - sum(a.quantity for a in allocations)
        if short:
            result.backordered[line.sku] = short
    return result


def release(order: Order, result: AllocationResult, warehouses: dict[str, Warehouse]) -> None:
    """Give back the reservations of a cancelled order."""
    for allocation in result.allocations:
        warehouses[allocation.warehouse_code].release(order.id, allocation.line_id)
