from dataclasses import dataclass
from decimal import Decimal

TAX_RATE = Decimal("0.08")
FREE_SHIPPING_OVER = Decimal("50.00")
SHIPPING_FLAT = Decimal("5.99")


@dataclass
class LineItem:
    sku: str
    unit_price: Decimal
    quantity: int

    @property
    def total(self) -> Decimal:
        return self.unit_price * self.quantity


def subtotal(items: list[LineItem]) -> Decimal:
    return sum((item.total for item in items), Decimal("0"))


def shipping(items: list[LineItem]) -> Decimal:
    if subtotal(items) >= FREE_SHIPPING_OVER:
        return Decimal("0")
    return SHIPPING_FLAT


def tax(items: list[LineItem]) -> Decimal:
    return (subtotal(items) * TAX_RATE).quantize(Decimal("0.01"))


def grand_total(items: list[LineItem]) -> Decimal:
    return subtotal(items) + shipping(items) + tax(items)
