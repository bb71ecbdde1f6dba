# ... existing tests ...


def test_credit_note_reduces_total(service, invoice):
    note = service.credit_note(invoice, amount=Decimal("62.80"), reason="damaged item")
    assert note.invoice_number == "INV-2024-0042"
    assert service.total(invoice) == Decimal("200.00")


def test_credit_note_cannot_exceed_total(service, invoice):
    with pytest.raises(ValueError):
        service.credit_note(invoice, amount=Decimal("500.00"), reason="typo")
