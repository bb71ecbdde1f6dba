"""Invoice arithmetic and rendering helpers."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")

CURRENCY_SYMBOLS = {
    "USD": "$",
    "EUR": "€",
    "GBP": "£",
    "JPY": "¥",
}


@dataclass
class LineItem:
    sku: str
    description: str
    quantity: int
    unit_price: Decimal
    discount: Decimal = Decimal("0")


@dataclass
class Invoice:
    number: str
    customer: str
    items: list[LineItem] = field(default_factory=list)
    tax_rate: Decimal = Decimal("0")
    currency: str = "USD"


def quantize(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def line_total(item: LineItem) -> Decimal:
    gross = item.unit_price * item.quantity
    return quantize(gross - gross * item.discount)


def subtotal(items: list[LineItem]) -> Decimal:
    return quantize(sum((line_total(i) for i in items), Decimal("0")))


def tax_amount(invoice: Invoice) -> Decimal:
    return quantize(subtotal(invoice.items) * invoice.tax_rate)


def grand_total(invoice: Invoice) -> Decimal:
    return subtotal(invoice.items) + tax_amount(invoice)


def format_amount(amount: Decimal) -> str:
    sign = "-" if amount < 0 else ""
    return f"{sign}${abs(quantize(amount)):,.2f}"


def render_line(item: LineItem) -> str:
    total = format_amount(line_total(item))
    return f"{item.sku:<10} {item.description:<30} {item.quantity:>4} {total:>12}"


def render_invoice(invoice: Invoice) -> str:
    lines = [f"Invoice {invoice.number}", f"Customer: {invoice.customer}", ""]
    lines.extend(render_line(item) for item in invoice.items)
    lines.append("")
    lines.append(f"{'Subtotal':<46}{format_amount(subtotal(invoice.items)):>12}")
    lines.append(f"{'Tax':<46}{format_amount(tax_amount(invoice)):>12}")
    lines.append(f"{'Total':<46}{format_amount(grand_total(invoice)):>12}")
    return "\n".join(lines)


def summary(invoice: Invoice) -> dict[str, str]:
    return {
        "number": invoice.number,
        "customer": invoice.customer,
        "items": str(len(invoice.items)),
        "total": str(grand_total(invoice)),
        "currency": invoice.currency,
    }
