def monthly_revenue_report(invoices: Iterable[Invoice]) -> list[dict[str, str]]:
    totals: dict[str, Decimal] = defaultdict(Decimal)
    counts: dict[str, int] = defaultdict(int)
    for invoice in invoices:
        if invoice.status not in ("paid", "partially_refunded"):
            continue
        key = _month_key(invoice.paid_on)
        totals[key] += invoice.total - invoice.refunded_total
        counts[key] += 1
    rows = []
    for key in sorted(totals):
        rows.append(
            {
                "month": key,
                "invoices": str(counts[key]),
                "revenue": _fmt(totals[key]),
                "average": _fmt(totals[key] / counts[key]),
            }
        )
    return rows
