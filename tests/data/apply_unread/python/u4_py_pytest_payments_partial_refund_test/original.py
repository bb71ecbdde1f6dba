from decimal import Decimal

import pytest

from billing.errors import PaymentDeclined, RefundError
from billing.gateway import FakeGateway
from billing.payments import PaymentService


@pytest.fixture
def gateway():
    return FakeGateway()


@pytest.fixture
def service(gateway):
    return PaymentService(gateway=gateway, currency="EUR")


def test_charge_records_payment(service, gateway):
    payment = service.charge(customer_id="cus_1", amount=Decimal("19.99"))

    assert payment.status == "succeeded"
    assert payment.amount == Decimal("19.99")
    assert gateway.charges == [("cus_1", 1999, "EUR")]


def test_charge_declined_raises(service, gateway):
    gateway.decline_next("insufficient_funds")

    with pytest.raises(PaymentDeclined) as excinfo:
        service.charge(customer_id="cus_1", amount=Decimal("5.00"))

    assert excinfo.value.reason == "insufficient_funds"
    assert service.payments_for("cus_1") == []


def test_full_refund(service, gateway):
    payment = service.charge(customer_id="cus_2", amount=Decimal("40.00"))

    refund = service.refund(payment.id)

    assert refund.amount == Decimal("40.00")
    assert service.get(payment.id).status == "refunded"
    assert gateway.refunds == [(payment.gateway_id, 4000)]


def test_refund_more_than_charged_fails(service):
    payment = service.charge(customer_id="cus_2", amount=Decimal("10.00"))

    with pytest.raises(RefundError):
        service.refund(payment.id, amount=Decimal("10.01"))

    assert service.get(payment.id).status == "succeeded"


def test_refund_unknown_payment_fails(service):
    with pytest.raises(RefundError, match="unknown payment"):
        service.refund("pay_missing")


@pytest.mark.parametrize(
    "amount, cents",
    [
        (Decimal("0.01"), 1),
        (Decimal("1.10"), 110),
        (Decimal("999.99"), 99999),
    ],
)
def test_amounts_are_sent_in_cents(service, gateway, amount, cents):
    service.charge(customer_id="cus_3", amount=amount)

    assert gateway.charges[-1][1] == cents
