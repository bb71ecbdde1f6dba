import logging
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

logger = logging.getLogger(__name__)

CURRENCY_EXPONENTS = {"USD": 2, "EUR": 2, "JPY": 0, "KWD": 3}


@dataclass
class InvoiceLine:
    description: str
    unit_price: Decimal
    quantity: int = 1
    discount: Decimal = Decimal("0")


@dataclass
class Invoice:
    number: str
    customer_id: str
    lines: list[InvoiceLine] = field(default_factory=list)
    notes: str = ""


def quantize(amount: Decimal, currency: str) -> Decimal:
    exponent = CURRENCY_EXPONENTS.get(currency, 2)
    step = Decimal(1).scaleb(-exponent)
    return amount.quantize(step, rounding=ROUND_HALF_UP)


def line_subtotal(line: InvoiceLine) -> Decimal:
    gross = line.unit_price * line.quantity
    return gross - gross * line.discount


def compute_subtotal(invoice: Invoice) -> Decimal:
    return sum((line_subtotal(line) for line in invoice.lines), Decimal("0"))


def compute_tax(invoice: Invoice, tax_rate: Decimal) -> Decimal:
    subtotal = compute_subtotal(invoice)
    return subtotal * tax_rate


def compute_invoice_total(invoice: Invoice, tax_rate: Decimal) -> Decimal:
    subtotal = compute_subtotal(invoice)
    tax = compute_tax(invoice, tax_rate)
    total = subtotal + tax
    logger.debug("invoice %s total %s", invoice.number, total)
    return quantize(total, "USD")


def format_amount(amount: Decimal, currency: str = "USD") -> str:
    symbol = {"USD": "$", "EUR": "€", "JPY": "¥"}.get(currency, currency + " ")
    return f"{symbol}{quantize(amount, currency):,}"


def summarize(invoice: Invoice, tax_rate: Decimal) -> dict[str, str]:
    return {
        "number": invoice.number,
        "subtotal": format_amount(compute_subtotal(invoice)),
        "tax": format_amount(compute_tax(invoice, tax_rate)),
        "total": format_amount(compute_invoice_total(invoice, tax_rate)),
    }
