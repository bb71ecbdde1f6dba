"""Reconcile bank statement lines against ledger entries."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class LedgerEntry:
    entry_id: str
    booked_on: date
    amount: Decimal
    memo: str = ""


@dataclass(frozen=True)
class StatementLine:
    line_id: str
    value_date: date
    amount: Decimal
    reference: str = ""


@dataclass
class ReconcileResult:
    matched: list[tuple[LedgerEntry, StatementLine]] = field(default_factory=list)
    unmatched_entries: list[LedgerEntry] = field(default_factory=list)
    unmatched_lines: list[StatementLine] = field(default_factory=list)

    @property
    def is_clean(self) -> bool:
        return not self.unmatched_entries and not self.unmatched_lines


def _within_window(entry: LedgerEntry, line: StatementLine, days: int) -> bool:
    return abs(entry.booked_on - line.value_date) <= timedelta(days=days)


def _amounts_equal(a: Decimal, b: Decimal, tolerance: Decimal = Decimal("0")) -> bool:
    return abs(a - b) <= tolerance


def find_match(
    entry: LedgerEntry,
    lines: list[StatementLine],
    window_days: int = 3,
    tolerance: Decimal = Decimal("0"),
) -> StatementLine | None:
    for line in lines:
        if not _amounts_equal(entry.amount, line.amount, tolerance):
            continue
        if _within_window(entry, line, window_days):
            return line
    return None


def reconcile(
    entries: list[LedgerEntry],
    lines: list[StatementLine],
    window_days: int = 3,
    tolerance: Decimal = Decimal("0"),
) -> ReconcileResult:
    result = ReconcileResult()
    remaining = list(lines)
    for entry in sorted(entries, key=lambda e: e.booked_on):
        line = find_match(entry, remaining, window_days, tolerance)
        if line is None:
            result.unmatched_entries.append(entry)
            continue
        remaining.remove(line)
        result.matched.append((entry, line))
    result.unmatched_lines.extend(remaining)
    logger.info(
        "reconciled %d entries, %d unmatched entries, %d unmatched lines",
        len(result.matched),
        len(result.unmatched_entries),
        len(result.unmatched_lines),
    )
    return result


def summarize(result: ReconcileResult) -> dict[str, Decimal]:
    matched_total = sum((e.amount for e, _ in result.matched), Decimal("0"))
    open_entries = sum((e.amount for e in result.unmatched_entries), Decimal("0"))
    open_lines = sum((l.amount for l in result.unmatched_lines), Decimal("0"))
    return {
        "matched": matched_total,
        "open_entries": open_entries,
        "open_lines": open_lines,
    }
