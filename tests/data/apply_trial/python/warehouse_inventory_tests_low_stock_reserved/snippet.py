# ... existing tests ...


def test_low_stock_counts_reserved_units_as_unavailable(inventory):
    inventory.reserve("SKU-100", 6)
    assert inventory.low_stock(threshold=5) == ["SKU-100", "SKU-200"]
