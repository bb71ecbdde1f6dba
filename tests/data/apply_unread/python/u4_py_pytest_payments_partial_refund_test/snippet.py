def test_full_refund(service, gateway):
    # ... unchanged ...
    assert gateway.refunds == [(payment.gateway_id, 4000)]


def test_partial_refund_keeps_payment_open(service, gateway):
    payment = service.charge(customer_id="cus_2", amount=Decimal("40.00"))

    refund = service.refund(payment.id, amount=Decimal("15.00"))

    assert refund.amount == Decimal("15.00")
    assert service.get(payment.id).status == "partially_refunded"
    assert service.get(payment.id).refunded_amount == Decimal("15.00")
    assert gateway.refunds == [(payment.gateway_id, 1500)]


def test_refund_more_than_charged_fails(service):
    # ... unchanged ...
