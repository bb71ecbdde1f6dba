# ... existing tests ...


def test_refund_creates_credit_note(invoice):
    invoice.close()
    note = invoice.refund(amount=2500, reason="damaged item")
    assert note.amount == -2500
    assert note.invoice_id == invoice.id
    assert invoice.balance() == 4999
