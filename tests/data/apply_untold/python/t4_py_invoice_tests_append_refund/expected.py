import pytest

from billing.errors import CurrencyMismatchError, InvoiceClosedError
from billing.invoice import Invoice, LineItem


@pytest.fixture
def invoice():
    inv = Invoice(customer_id="cus_123", currency="EUR")
    inv.add(LineItem(sku="A-100", quantity=2, unit_price=1250))
    inv.add(LineItem(sku="B-200", quantity=1, unit_price=4999))
    return inv


def test_subtotal(invoice):
    assert invoice.subtotal() == 7499


def test_tax_applied(invoice):
    invoice.tax_rate = 0.2
    assert invoice.tax() == 1500
    assert invoice.total() == 8999


def test_discount_reduces_total(invoice):
    invoice.apply_discount(percent=10)
    assert invoice.total() == 6749


def test_remove_line_item(invoice):
    invoice.remove("A-100")
    assert [item.sku for item in invoice.items] == ["B-200"]
    assert invoice.subtotal() == 4999


def test_currency_mismatch_rejected(invoice):
    with pytest.raises(CurrencyMismatchError):
        invoice.add(LineItem(sku="C-300", quantity=1, unit_price=100, currency="USD"))


def test_close_prevents_changes(invoice):
    invoice.close()
    with pytest.raises(InvoiceClosedError):
        invoice.add(LineItem(sku="C-300", quantity=1, unit_price=100))


def test_empty_invoice_total_is_zero():
    inv = Invoice(customer_id="cus_999", currency="EUR")
    assert inv.total() == 0
    assert inv.items == []


def test_refund_creates_credit_note(invoice):
    invoice.close()
    note = invoice.refund(amount=2500, reason="damaged item")
    assert note.amount == -2500
    assert note.invoice_id == invoice.id
    assert invoice.balance() == 4999
