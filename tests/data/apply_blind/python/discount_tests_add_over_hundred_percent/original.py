import pytest
from decimal import Decimal

from shop.pricing import DiscountRule, InvalidDiscountError, PriceCalculator


@pytest.fixture
def calculator():
    return PriceCalculator(currency="EUR")


@pytest.fixture
def cart_items():
    return [
        {"sku": "TSHIRT-RED-M", "unit_price": Decimal("19.99"), "qty": 2},
        {"sku": "MUG-WHITE", "unit_price": Decimal("8.50"), "qty": 1},
        {"sku": "POSTER-A2", "unit_price": Decimal("12.00"), "qty": 3},
    ]


def test_subtotal_without_discounts(calculator, cart_items):
    total = calculator.total(cart_items, rules=[])
    assert total == Decimal("84.48")


def test_percentage_discount_applies_to_subtotal(calculator, cart_items):
    rule = DiscountRule(kind="percent", value=Decimal("10"))
    total = calculator.total(cart_items, rules=[rule])
    assert total == Decimal("76.03")


def test_fixed_discount_is_subtracted_once(calculator, cart_items):
    rule = DiscountRule(kind="fixed", value=Decimal("5.00"))
    total = calculator.total(cart_items, rules=[rule])
    assert total == Decimal("79.48")


def test_fixed_discount_never_goes_below_zero(calculator):
    items = [{"sku": "STICKER", "unit_price": Decimal("1.00"), "qty": 1}]
    rule = DiscountRule(kind="fixed", value=Decimal("5.00"))
    total = calculator.total(items, rules=[rule])
    assert total == Decimal("0.00")


def test_negative_discount_is_rejected(calculator, cart_items):
    rule = DiscountRule(kind="percent", value=Decimal("-5"))
    with pytest.raises(InvalidDiscountError):
        calculator.total(cart_items, rules=[rule])


def test_unknown_discount_kind_is_rejected(calculator, cart_items):
    rule = DiscountRule(kind="bogo", value=Decimal("1"))
    with pytest.raises(InvalidDiscountError):
        calculator.total(cart_items, rules=[rule])
