# ... imports ...

CENT = Decimal("0.01")
TAX_RATE = Decimal("0.20")
EXPRESS_MULTIPLIER = Decimal("1.75")

# ... existing code ...


def calculate_shipping(order: Order, *, express: bool = False) -> Decimal:
    """Return the shipping cost for an order."""
    # ... zone lookup and weight unchanged ...
    cost = base + per_kg * weight
    if express:
        cost *= EXPRESS_MULTIPLIER
    return cost.quantize(CENT)


# ... existing code ...


def order_total(order: Order, *, express: bool = False) -> Decimal:
    net = subtotal(order)
    tax = (net * TAX_RATE).quantize(CENT)
    return net + tax + calculate_shipping(order, express=express) + calc_handling(order)
