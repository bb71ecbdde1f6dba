from __future__ import annotations

from collections import defaultdict
from datetime import date
from typing import Iterable

from .models import Expense


def total_by_category(expenses: Iterable[Expense]) -> dict[str, int]:
    totals: dict[str, int] = defaultdict(int)
    for expense in expenses:
        totals[expense.category] += expense.amount_cents
    return dict(totals)


def total_by_month(expenses: Iterable[Expense]) -> dict[str, int]:
    totals: dict[str, int] = defaultdict(int)
    for expense in expenses:
        totals[expense.spent_on.strftime("%Y-%m")] += expense.amount_cents
    return dict(totals)


def total_by_employee(expenses: Iterable[Expense]) -> dict[str, int]:
    totals: dict[str, int] = defaultdict(int)
    for expense in expenses:
        totals[expense.employee_id] += expense.amount_cents
    return dict(totals)


def expenses_between(expenses: Iterable[Expense], start: date, end: date) -> list[Expense]:
    return [e for e in expenses if start <= e.spent_on <= end]


def largest(expenses: Iterable[Expense], n: int = 5) -> list[Expense]:
    return sorted(expenses, key=lambda e: e.amount_cents, reverse=True)[:n]


def format_cents(cents: int) -> str:
    return f"{cents / 100:,.2f}"


def render_report(expenses: list[Expense]) -> str:
    lines = ["Expenses by category", ""]
    for category, cents in sorted(total_by_category(expenses).items()):
        lines.append(f"  {category:<20} {format_cents(cents):>12}")
    lines.append("")
    lines.append(f"  {'Total':<20} {format_cents(sum(e.amount_cents for e in expenses)):>12}")
    return "\n".join(lines)
