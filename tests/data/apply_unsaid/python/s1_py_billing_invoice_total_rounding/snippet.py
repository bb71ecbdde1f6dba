def invoice_total(lines: list[Line], rate: Decimal) -> Decimal:
    net = subtotal(lines)
    tax = tax_amount(lines, rate)
    return (net + tax).quantize(CENTS, rounding=ROUND_HALF_UP)


# ... existing code ...
