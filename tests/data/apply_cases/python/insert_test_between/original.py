import math

import pytest

from calc import Calculator, parse


@pytest.fixture
def calc():
    return Calculator(precision=4)


def test_add(calc):
    assert calc.add(2, 3) == 5
    assert calc.add(-1, 1) == 0


def test_sub(calc):
    assert calc.sub(5, 3) == 2
    assert calc.sub(0, 4) == -4


def test_div(calc):
    assert calc.div(9, 3) == 3
    assert calc.div(1, 3) == 0.3333


def test_div_by_zero(calc):
    with pytest.raises(ZeroDivisionError):
        calc.div(1, 0)


def test_sqrt(calc):
    assert calc.sqrt(16) == 4
    assert calc.sqrt(2) == round(math.sqrt(2), 4)


def test_parse():
    assert parse("1 + 2") == ("+", 1, 2)
    assert parse("7 * 3") == ("*", 7, 3)
