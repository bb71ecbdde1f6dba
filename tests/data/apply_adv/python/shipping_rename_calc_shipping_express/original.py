"""Shipping and order total calculations."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

CENT = Decimal("0.01")
TAX_RATE = Decimal("0.20")

ZONE_RATES = {
    "domestic": (Decimal("4.50"), Decimal("0.80")),
    "eu": (Decimal("9.00"), Decimal("1.40")),
    "world": (Decimal("18.00"), Decimal("2.90")),
}

HANDLING_RATES = {
    "domestic": (Decimal("1.00"), Decimal("0.10")),
    "eu": (Decimal("1.50"), Decimal("0.15")),
    "world": (Decimal("2.50"), Decimal("0.25")),
}


@dataclass
class Line:
    sku: str
    price: Decimal
    qty: int
    weight_kg: Decimal


@dataclass
class Order:
    zone: str
    lines: list[Line] = field(default_factory=list)

    @property
    def weight(self) -> Decimal:
        return sum((line.weight_kg * line.qty for line in self.lines), Decimal("0"))


def calc_shipping(order: Order) -> Decimal:
    """Return the shipping cost for an order."""
    if order.zone not in ZONE_RATES:
        raise ValueError(f"unknown zone: {order.zone}")
    base, per_kg = ZONE_RATES[order.zone]
    weight = max(order.weight, Decimal("0.5"))
    cost = base + per_kg * weight
    return cost.quantize(CENT)


def calc_handling(order: Order) -> Decimal:
    """Return the handling fee for an order."""
    if order.zone not in HANDLING_RATES:
        raise ValueError(f"unknown zone: {order.zone}")
    base, per_kg = HANDLING_RATES[order.zone]
    weight = max(order.weight, Decimal("0.5"))
    cost = base + per_kg * weight
    return cost.quantize(CENT)


def subtotal(order: Order) -> Decimal:
    return sum((line.price * line.qty for line in order.lines), Decimal("0"))


def order_total(order: Order) -> Decimal:
    net = subtotal(order)
    tax = (net * TAX_RATE).quantize(CENT)
    return net + tax + calc_shipping(order) + calc_handling(order)
