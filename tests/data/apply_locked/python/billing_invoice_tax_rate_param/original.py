"""Invoice calculations for the billing service."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from typing import Iterable

TAX_RATE = Decimal("0.20")
CENT = Decimal("0.01")


@dataclass
class LineItem:
    sku: str
    description: str
    quantity: int
    unit_price: Decimal

    @property
    def total(self) -> Decimal:
        return (self.unit_price * self.quantity).quantize(CENT, ROUND_HALF_UP)


@dataclass
class Invoice:
    number: str
    customer_id: str
    items: list[LineItem] = field(default_factory=list)
    discount_code: str | None = None


def compute_subtotal(items: Iterable[LineItem]) -> Decimal:
    subtotal = sum((item.total for item in items), Decimal("0"))
    return subtotal.quantize(CENT, ROUND_HALF_UP)


def compute_discount(subtotal: Decimal, code: str | None) -> Decimal:
    if not code:
        return Decimal("0")
    if code == "WELCOME10":
        return (subtotal * Decimal("0.10")).quantize(CENT, ROUND_HALF_UP)
    if code == "FLAT5":
        return min(subtotal, Decimal("5.00"))
    raise ValueError(f"unknown discount code: {code}")


def compute_tax(taxable: Decimal) -> Decimal:
    if taxable <= 0:
        return Decimal("0")
    return (taxable * TAX_RATE).quantize(CENT, ROUND_HALF_UP)


def compute_total(invoice: Invoice) -> dict[str, Decimal]:
    subtotal = compute_subtotal(invoice.items)
    discount = compute_discount(subtotal, invoice.discount_code)
    taxable = subtotal - discount
    tax = compute_tax(taxable)
    return {
        "subtotal": subtotal,
        "discount": discount,
        "tax": tax,
        "total": taxable + tax,
    }


def format_invoice(invoice: Invoice) -> str:
    totals = compute_total(invoice)
    lines = [f"Invoice {invoice.number} for {invoice.customer_id}"]
    for item in invoice.items:
        lines.append(f"  {item.quantity} x {item.description:<30} {item.total:>10}")
    lines.append(f"  {'Subtotal':<35} {totals['subtotal']:>10}")
    if totals["discount"]:
        lines.append(f"  {'Discount':<35} {-totals['discount']:>10}")
    lines.append(f"  {'Tax':<35} {totals['tax']:>10}")
    lines.append(f"  {'Total':<35} {totals['total']:>10}")
    return "\n".join(lines)
