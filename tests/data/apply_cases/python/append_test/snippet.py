# ... existing code ...


def test_mul(calc):
    assert calc.mul(4, 3) == 12
    assert calc.mul(-2, 3) == -6
