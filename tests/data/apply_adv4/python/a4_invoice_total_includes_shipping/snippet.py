def total(self) -> Decimal:
    taxable = self.subtotal() - self.discount
    return (taxable + self.tax() + self.shipping).quantize(CENTS, rounding=ROUND_HALF_UP)

# ... rest of Invoice unchanged ...
