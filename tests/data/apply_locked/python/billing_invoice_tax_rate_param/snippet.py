# ... existing code ...


def compute_tax(taxable: Decimal, rate: Decimal = TAX_RATE) -> Decimal:
    if taxable <= 0:
        return Decimal("0")
    return (taxable * rate).quantize(CENT, ROUND_HALF_UP)


def compute_total(invoice: Invoice, tax_rate: Decimal = TAX_RATE) -> dict[str, Decimal]:
    subtotal = compute_subtotal(invoice.items)
    discount = compute_discount(subtotal, invoice.discount_code)
    taxable = subtotal - discount
    tax = compute_tax(taxable, tax_rate)
    # ... existing code ...
