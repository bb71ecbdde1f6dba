# ... existing tests ...


def test_percentage_over_hundred_is_rejected(calculator, cart_items):
    rule = DiscountRule(kind="percent", value=Decimal("150"))
    with pytest.raises(InvalidDiscountError):
        calculator.total(cart_items, rules=[rule])
