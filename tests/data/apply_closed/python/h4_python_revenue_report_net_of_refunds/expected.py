"""Revenue and customer reports rendered for the admin dashboard."""

from __future__ import annotations

from collections import defaultdict
from datetime import date
from decimal import Decimal
from typing import Iterable

from billing.models import Invoice, Refund

CENT = Decimal("0.01")


def _month_key(day: date) -> str:
    return f"{day.year:04d}-{day.month:02d}"


def _fmt(amount: Decimal) -> str:
    return f"{amount.quantize(CENT):,}"


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


def revenue_by_customer(invoices: Iterable[Invoice], top: int = 10) -> list[dict[str, str]]:
    totals: dict[str, Decimal] = defaultdict(Decimal)
    for invoice in invoices:
        if invoice.status != "paid":
            continue
        totals[invoice.customer_name] += invoice.total
    ranked = sorted(totals.items(), key=lambda item: item[1], reverse=True)[:top]
    return [{"customer": name, "revenue": _fmt(total)} for name, total in ranked]


def outstanding_report(invoices: Iterable[Invoice], today: date) -> list[dict[str, str]]:
    rows = []
    for invoice in invoices:
        if invoice.status not in ("sent", "overdue"):
            continue
        days = (today - invoice.due_on).days
        rows.append(
            {
                "number": invoice.number,
                "customer": invoice.customer_name,
                "amount": _fmt(invoice.total),
                "days_overdue": str(max(days, 0)),
            }
        )
    rows.sort(key=lambda row: int(row["days_overdue"]), reverse=True)
    return rows


def refunds_report(refunds: Iterable[Refund]) -> list[dict[str, str]]:
    totals: dict[str, Decimal] = defaultdict(Decimal)
    for refund in refunds:
        totals[_month_key(refund.issued_on)] += refund.amount
    return [{"month": key, "refunded": _fmt(totals[key])} for key in sorted(totals)]
