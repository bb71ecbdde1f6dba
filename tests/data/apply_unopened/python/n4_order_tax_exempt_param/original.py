"""Order total calculation for the point-of-sale service.

All money values are Decimal and rounded half-up to cents at the end of each
step, matching what the receipt printer shows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")

DISCOUNT_CODES: dict[str, Decimal] = {
    "STAFF50": Decimal("0.50"),
    "HAPPYHOUR": Decimal("0.20"),
    "BIRTHDAY": Decimal("0.15"),
}


@dataclass
class OrderLine:
    menu_item_id: str
    name: str
    unit_price: Decimal
    quantity: int = 1
    modifiers_price: Decimal = Decimal("0.00")


@dataclass
class Order:
    order_id: str
    store_id: str
    lines: list[OrderLine] = field(default_factory=list)
    discount_code: str | None = None
    tax_rate: Decimal = Decimal("0.0825")
    tax_exempt: bool = False
    tip: Decimal = Decimal("0.00")


def _to_cents(amount: Decimal) -> Decimal:
    return amount.quantize(CENT, rounding=ROUND_HALF_UP)


def compute_subtotal(lines: list[OrderLine]) -> Decimal:
    total = Decimal("0.00")
    for line in lines:
        total += (line.unit_price + line.modifiers_price) * line.quantity
    return _to_cents(total)


def apply_discount(subtotal: Decimal, discount_code: str | None) -> Decimal:
    if not discount_code:
        return subtotal
    rate = DISCOUNT_CODES.get(discount_code.upper())
    if rate is None:
        raise ValueError(f"unknown discount code: {discount_code}")
    return _to_cents(subtotal * (1 - rate))


def compute_tax(amount: Decimal, rate: Decimal) -> Decimal:
    if amount <= 0:
        return Decimal("0.00")
    return _to_cents(amount * rate)


def order_total(order: Order) -> Decimal:
    subtotal = compute_subtotal(order.lines)
    discounted = apply_discount(subtotal, order.discount_code)
    tax = compute_tax(discounted, order.tax_rate)
    return _to_cents(discounted + tax + order.tip)


def receipt_breakdown(order: Order) -> dict[str, Decimal]:
    subtotal = compute_subtotal(order.lines)
    discounted = apply_discount(subtotal, order.discount_code)
    tax = compute_tax(discounted, order.tax_rate)
    return {
        "subtotal": subtotal,
        "discount": subtotal - discounted,
        "tax": tax,
        "tip": order.tip,
        "total": _to_cents(discounted + tax + order.tip),
    }
