import pytest
from decimal import Decimal

from beecoop.honey import HoneyLot, LotError, grade_lot, split_lot


@pytest.fixture
def heather_lot():
    return HoneyLot(
        number="HL-2024-031",
        floral_source="heather",
        net_weight_kg=Decimal("84.5"),
        moisture_percent=Decimal("19.8"),
    )


@pytest.fixture
def spring_lot():
    return HoneyLot(
        number="HL-2024-007",
        floral_source="oilseed rape",
        net_weight_kg=Decimal("120.0"),
        moisture_percent=Decimal("17.2"),
    )


def test_grade_spring_lot_is_table_a(spring_lot):
    assert grade_lot(spring_lot) == "table-a"


def test_grade_heather_lot_allows_higher_moisture(heather_lot):
    assert grade_lot(heather_lot) == "table-a"


def test_grade_wet_lot_is_bakery(spring_lot):
    spring_lot.moisture_percent = Decimal("21.0")
    assert grade_lot(spring_lot) == "bakery"


def test_split_lot_keeps_total_weight(spring_lot):
    parts = split_lot(spring_lot, [Decimal("40"), Decimal("80")])
    assert sum(p.net_weight_kg for p in parts) == spring_lot.net_weight_kg


def test_split_lot_numbers_parts(spring_lot):
    parts = split_lot(spring_lot, [Decimal("60"), Decimal("60")])
    assert [p.number for p in parts] == ["HL-2024-007/1", "HL-2024-007/2"]


def test_split_lot_rejects_overweight(spring_lot):
    with pytest.raises(LotError):
        split_lot(spring_lot, [Decimal("100"), Decimal("30")])
