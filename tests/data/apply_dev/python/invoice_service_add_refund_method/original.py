"""Invoice lifecycle operations used by the billing API and the nightly jobs."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timezone
from decimal import Decimal

from billing.db import Session
from billing.errors import InvalidTransition, NotFound
from billing.models import Invoice, InvoiceStatus

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class LineItem:
    description: str
    quantity: int
    unit_price: Decimal

    @property
    def total(self) -> Decimal:
        return self.unit_price * self.quantity


class InvoiceService:
    """Creates invoices and moves them through their states."""

    def __init__(self, session: Session, currency: str = "EUR") -> None:
        self.session = session
        self.currency = currency

    def _get(self, invoice_id: int) -> Invoice:
        invoice = self.session.get(Invoice, invoice_id)
        if invoice is None:
            raise NotFound(f"invoice {invoice_id}")
        return invoice

    def create_invoice(self, customer_id: int, items: list[LineItem]) -> Invoice:
        total = sum((item.total for item in items), Decimal("0"))
        invoice = Invoice(
            customer_id=customer_id,
            currency=self.currency,
            total=total,
            status=InvoiceStatus.DRAFT,
            created_at=datetime.now(timezone.utc),
        )
        self.session.add(invoice)
        self.session.commit()
        log.info("created invoice %s for customer %s", invoice.id, customer_id)
        return invoice

    def mark_sent(self, invoice_id: int) -> Invoice:
        invoice = self._get(invoice_id)
        if invoice.status is not InvoiceStatus.DRAFT:
            raise InvalidTransition(invoice.status, InvoiceStatus.SENT)
        invoice.status = InvoiceStatus.SENT
        invoice.sent_at = datetime.now(timezone.utc)
        self.session.commit()
        log.info("invoice %s sent", invoice_id)
        return invoice

    def mark_paid(self, invoice_id: int) -> Invoice:
        invoice = self._get(invoice_id)
        if invoice.status is not InvoiceStatus.SENT:
            raise InvalidTransition(invoice.status, InvoiceStatus.PAID)
        invoice.status = InvoiceStatus.PAID
        invoice.paid_at = datetime.now(timezone.utc)
        self.session.commit()
        log.info("invoice %s paid", invoice_id)
        return invoice

    def mark_void(self, invoice_id: int, reason: str) -> Invoice:
        invoice = self._get(invoice_id)
        if invoice.status is InvoiceStatus.PAID:
            raise InvalidTransition(invoice.status, InvoiceStatus.VOID)
        invoice.status = InvoiceStatus.VOID
        invoice.void_reason = reason
        self.session.commit()
        log.info("invoice %s voided: %s", invoice_id, reason)
        return invoice


def format_amount(amount: Decimal, currency: str) -> str:
    """Two decimals and the currency code, e.g. ``12.50 EUR``."""
    return f"{amount.quantize(Decimal('0.01'))} {currency}"


def overdue(invoices: list[Invoice], now: datetime, days: int = 30) -> list[Invoice]:
    """Sent invoices older than ``days``."""
    return [
        invoice
        for invoice in invoices
        if invoice.status is InvoiceStatus.SENT and (now - invoice.sent_at).days > days
    ]
