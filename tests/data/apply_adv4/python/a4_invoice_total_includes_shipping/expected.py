from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

CENTS = Decimal("0.01")


@dataclass
class LineItem:
    description: str
    quantity: int
    unit_price: Decimal

    def total(self) -> Decimal:
        return (self.unit_price * self.quantity).quantize(CENTS)

    def to_dict(self) -> dict:
        return {
            "description": self.description,
            "quantity": self.quantity,
            "unit_price": str(self.unit_price),
        }


@dataclass
class Invoice:
    number: str
    customer_id: str
    issued_on: date
    lines: list[LineItem] = field(default_factory=list)
    discount: Decimal = Decimal("0")
    shipping: Decimal = Decimal("0")
    tax_rate: Decimal = Decimal("0.20")
    paid: Decimal = Decimal("0")

    def add_line(self, description: str, quantity: int, unit_price: Decimal) -> LineItem:
        line = LineItem(description, quantity, unit_price)
        self.lines.append(line)
        return line

    def subtotal(self) -> Decimal:
        return sum((line.total() for line in self.lines), Decimal("0"))

    def tax(self) -> Decimal:
        taxable = self.subtotal() - self.discount
        return (taxable * self.tax_rate).quantize(CENTS, rounding=ROUND_HALF_UP)

    def total(self) -> Decimal:
        taxable = self.subtotal() - self.discount
        return (taxable + self.tax() + self.shipping).quantize(CENTS, rounding=ROUND_HALF_UP)

    def balance_due(self) -> Decimal:
        return self.total() - self.paid

    def is_paid(self) -> bool:
        return self.balance_due() <= 0

    def to_dict(self) -> dict:
        return {
            "number": self.number,
            "customer_id": self.customer_id,
            "issued_on": self.issued_on.isoformat(),
            "lines": [line.to_dict() for line in self.lines],
            "discount": str(self.discount),
            "shipping": str(self.shipping),
            "total": str(self.total()),
        }
