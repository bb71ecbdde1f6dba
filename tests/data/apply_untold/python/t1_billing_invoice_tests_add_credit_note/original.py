"""Tests for the invoice service: totals, discounts, taxes and late fees."""
from datetime import date
from decimal import Decimal

import pytest

from billing.invoices import Invoice, InvoiceLine, InvoiceService
from billing.errors import InvoiceClosedError


@pytest.fixture
def service():
    return InvoiceService(currency="EUR", tax_rate=Decimal("0.20"))


@pytest.fixture
def invoice():
    inv = Invoice(number="INV-2024-0042", customer_id=17, issued=date(2024, 3, 1))
    inv.lines.append(InvoiceLine(sku="A-100", quantity=2, unit_price=Decimal("49.50")))
    inv.lines.append(InvoiceLine(sku="B-220", quantity=1, unit_price=Decimal("120.00")))
    return inv


def test_subtotal(service, invoice):
    assert service.subtotal(invoice) == Decimal("219.00")


def test_tax(service, invoice):
    assert service.tax(invoice) == Decimal("43.80")


def test_total(service, invoice):
    assert service.total(invoice) == Decimal("262.80")


def test_discount_percentage(service, invoice):
    service.apply_discount(invoice, percent=10)
    assert service.subtotal(invoice) == Decimal("197.10")
    assert invoice.discount_percent == 10


def test_discount_rejects_negative(service, invoice):
    with pytest.raises(ValueError):
        service.apply_discount(invoice, percent=-5)


def test_late_fee_after_due_date(service, invoice):
    fee = service.late_fee(invoice, today=date(2024, 4, 15))
    assert fee == Decimal("13.14")


def test_no_late_fee_before_due_date(service, invoice):
    assert service.late_fee(invoice, today=date(2024, 3, 20)) == Decimal("0")


def test_closed_invoice_cannot_change(service, invoice):
    service.close(invoice)
    with pytest.raises(InvoiceClosedError):
        service.apply_discount(invoice, percent=5)
