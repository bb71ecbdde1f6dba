"""Formatting helpers used by the weekly sales report templates."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

CURRENCY_SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥"}


def format_currency(amount: Decimal, currency: str = "EUR") -> str:
    symbol = CURRENCY_SYMBOLS.get(currency, currency + " ")
    quantized = amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    sign = "-" if quantized < 0 else ""
    return f"{sign}{symbol}{abs(quantized):,.2f}"


def format_percent(value: float, digits: int = 1) -> str:
    if value != value:  # NaN
        return "n/a"
    return f"{value * 100:.{digits}f}"


def format_change(current: float, previous: float) -> str:
    if previous == 0:
        return "new"
    change = (current - previous) / previous
    arrow = "▲" if change > 0 else "▼" if change < 0 else "■"
    return f"{arrow} {format_percent(abs(change))}"


def format_duration(seconds: float) -> str:
    total = int(round(seconds))
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}h {minutes:02d}m"
    return f"{minutes}m {secs:02d}s"


def format_week(start: date) -> str:
    end = start + timedelta(days=6)
    if start.month == end.month:
        return f"{start:%d}–{end:%d %b %Y}"
    return f"{start:%d %b}–{end:%d %b %Y}"


def format_count(n: int) -> str:
    for limit, suffix in ((1_000_000_000, "B"), (1_000_000, "M"), (1_000, "k")):
        if abs(n) >= limit:
            return f"{n / limit:.1f}{suffix}"
    return str(n)
