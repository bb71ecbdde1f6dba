# ... existing code ...

def test_sub(calc):
    assert calc.sub(5, 3) == 2
    assert calc.sub(0, 4) == -4


def test_mul(calc):
    assert calc.mul(4, 3) == 12
    assert calc.mul(-2, 3) == -6


def test_div(calc):
    # ... existing code ...
