"""Billing helpers: line totals, discounts and tax."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Iterable

from billing.models import Customer, TaxRegion

logger = logging.getLogger(__name__)

CENT = Decimal("0.01")


@dataclass(frozen=True)
class LineItem:
    sku: str
    description: str
    unit_price: Decimal
    quantity: int = 1

    @property
    def total(self) -> Decimal:
        return self.unit_price * self.quantity


@dataclass
class Invoice:
    customer: Customer
    items: list[LineItem] = field(default_factory=list)
    discount_percent: Decimal = Decimal("0")

    def add(self, item: LineItem) -> None:
        self.items.append(item)


def subtotal(items: Iterable[LineItem]) -> Decimal:
    return sum((item.total for item in items), Decimal("0"))


def apply_discount(amount: Decimal, percent: Decimal) -> Decimal:
    if not Decimal("0") <= percent <= Decimal("100"):
        raise ValueError(f"discount out of range: {percent}")
    return amount - amount * percent / Decimal("100")


def compute_tax(amount: Decimal, region: TaxRegion) -> Decimal:
    rate = region.rate_for(amount)
    logger.debug("tax rate %s for region %s", rate, region.code)
    return amount * rate


def invoice_total(invoice: Invoice) -> Decimal:
    net = apply_discount(subtotal(invoice.items), invoice.discount_percent)
    tax = compute_tax(net, invoice.customer.tax_region)
    return (net + tax).quantize(CENT)
