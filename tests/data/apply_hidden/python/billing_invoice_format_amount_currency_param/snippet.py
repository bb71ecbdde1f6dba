# ... existing code ...


def format_amount(amount: Decimal, currency: str = "USD") -> str:
    sign = "-" if amount < 0 else ""
    symbol = CURRENCY_SYMBOLS.get(currency, f"{currency} ")
    return f"{sign}{symbol}{abs(quantize(amount)):,.2f}"


def render_line(item: LineItem, currency: str = "USD") -> str:
    total = format_amount(line_total(item), currency)
    return f"{item.sku:<10} {item.description:<30} {item.quantity:>4} {total:>12}"


def render_invoice(invoice: Invoice) -> str:
    cur = invoice.currency
    lines = [f"Invoice {invoice.number}", f"Customer: {invoice.customer}", ""]
    lines.extend(render_line(item, cur) for item in invoice.items)
    lines.append("")
    lines.append(f"{'Subtotal':<46}{format_amount(subtotal(invoice.items), cur):>12}")
    lines.append(f"{'Tax':<46}{format_amount(tax_amount(invoice), cur):>12}")
    lines.append(f"{'Total':<46}{format_amount(grand_total(invoice), cur):>12}")
    return "\n".join(lines)


# ... existing code ...
