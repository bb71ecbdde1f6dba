# ... existing code ...

def compute_invoice_total(invoice: Invoice, tax_rate: Decimal, currency: str = "USD") -> Decimal:
    # ... existing code ...
    logger.debug("invoice %s total %s %s", invoice.number, total, currency)
    return quantize(total, currency)

# ... existing code ...

def summarize(invoice: Invoice, tax_rate: Decimal, currency: str = "USD") -> dict[str, str]:
    return {
        "number": invoice.number,
        "subtotal": format_amount(compute_subtotal(invoice), currency),
        "tax": format_amount(compute_tax(invoice, tax_rate), currency),
        "total": format_amount(compute_invoice_total(invoice, tax_rate, currency), currency),
    }
