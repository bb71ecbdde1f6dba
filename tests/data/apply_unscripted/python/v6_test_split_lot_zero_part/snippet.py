# ... existing tests ...


def test_split_lot_rejects_zero_weight_part(spring_lot):
    with pytest.raises(LotError):
        split_lot(spring_lot, [Decimal("120"), Decimal("0")])
