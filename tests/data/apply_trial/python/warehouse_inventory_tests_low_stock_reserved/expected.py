import pytest

from warehouse.inventory import Inventory, InsufficientStock, UnknownSku


@pytest.fixture
def inventory():
    inv = Inventory()
    inv.add("SKU-100", 10)
    inv.add("SKU-200", 3)
    return inv


def test_add_new_sku_sets_quantity(inventory):
    inventory.add("SKU-300", 7)
    assert inventory.on_hand("SKU-300") == 7


def test_add_existing_sku_increases_quantity(inventory):
    inventory.add("SKU-100", 5)
    assert inventory.on_hand("SKU-100") == 15


def test_remove_decreases_quantity(inventory):
    inventory.remove("SKU-100", 4)
    assert inventory.on_hand("SKU-100") == 6


def test_remove_more_than_on_hand_raises(inventory):
    with pytest.raises(InsufficientStock):
        inventory.remove("SKU-200", 4)


def test_remove_unknown_sku_raises(inventory):
    with pytest.raises(UnknownSku):
        inventory.remove("SKU-404", 1)


def test_reserve_reduces_available_not_on_hand(inventory):
    inventory.reserve("SKU-100", 4)
    assert inventory.available("SKU-100") == 6
    assert inventory.on_hand("SKU-100") == 10


def test_reserve_more_than_available_raises(inventory):
    inventory.reserve("SKU-200", 2)
    with pytest.raises(InsufficientStock):
        inventory.reserve("SKU-200", 2)


def test_reserve_unknown_sku_raises(inventory):
    with pytest.raises(UnknownSku):
        inventory.reserve("SKU-404", 1)


def test_low_stock_lists_skus_below_threshold(inventory):
    assert inventory.low_stock(threshold=5) == ["SKU-200"]


def test_low_stock_is_empty_when_all_above_threshold(inventory):
    inventory.add("SKU-200", 10)
    assert inventory.low_stock(threshold=5) == []


def test_low_stock_counts_reserved_units_as_unavailable(inventory):
    inventory.reserve("SKU-100", 6)
    assert inventory.low_stock(threshold=5) == ["SKU-100", "SKU-200"]
