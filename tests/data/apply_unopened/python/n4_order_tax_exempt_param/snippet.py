# ... existing code ...


def compute_tax(amount: Decimal, rate: Decimal, *, exempt: bool = False) -> Decimal:
    if exempt or amount <= 0:
        return Decimal("0.00")
    return _to_cents(amount * rate)


def order_total(order: Order) -> Decimal:
    subtotal = compute_subtotal(order.lines)
    discounted = apply_discount(subtotal, order.discount_code)
    tax = compute_tax(discounted, order.tax_rate, exempt=order.tax_exempt)
    return _to_cents(discounted + tax + order.tip)


def receipt_breakdown(order: Order) -> dict[str, Decimal]:
    subtotal = compute_subtotal(order.lines)
    discounted = apply_discount(subtotal, order.discount_code)
    tax = compute_tax(discounted, order.tax_rate, exempt=order.tax_exempt)
    # ... existing code ...
