"""Money helpers for invoices and credit notes."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

CENTS = Decimal("0.01")


@dataclass(frozen=True)
class Line:
    description: str
    quantity: int
    unit_price: Decimal
    taxable: bool = True


def line_amount(line: Line) -> Decimal:
    return (line.unit_price * line.quantity).quantize(CENTS, rounding=ROUND_HALF_UP)


def subtotal(lines: list[Line]) -> Decimal:
    total = Decimal("0")
    for line in lines:
        total += line_amount(line)
    return total


def tax_amount(lines: list[Line], rate: Decimal) -> Decimal:
    taxable = sum((line_amount(l) for l in lines if l.taxable), Decimal("0"))
    return (taxable * rate).quantize(CENTS, rounding=ROUND_HALF_UP)


def invoice_total(lines: list[Line], rate: Decimal) -> Decimal:
    net = subtotal(lines)
    tax = tax_amount(lines, rate)
    return net + tax


def credit_note_total(lines: list[Line], rate: Decimal) -> Decimal:
    net = subtotal(lines)
    tax = tax_amount(lines, rate)
    return -(net + tax)


def format_amount(amount: Decimal, currency: str = "EUR") -> str:
    sign = "-" if amount < 0 else ""
    whole, _, frac = f"{abs(amount):.2f}".partition(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return f"{sign}{','.join(groups)}.{frac} {currency}"


def split_evenly(amount: Decimal, parts: int) -> list[Decimal]:
    if parts <= 0:
        raise ValueError("parts must be positive")
    share = (amount / parts).quantize(CENTS, rounding=ROUND_HALF_UP)
    shares = [share] * parts
    shares[-1] = amount - share * (parts - 1)
    return shares
