def export_csv(lines: list[SaleLine], *, include_header: bool = True, include_totals: bool = False) -> str:
    # ... header and rows as before ...

    if include_totals:
        total_units = sum(line.units for line in lines)
        total_revenue = sum((line.revenue for line in lines), Decimal("0"))
        writer.writerow(["TOTAL", "", "", total_units, f"{total_revenue:.2f}"])

    return buffer.getvalue()
