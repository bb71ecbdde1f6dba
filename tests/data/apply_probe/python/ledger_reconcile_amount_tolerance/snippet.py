# ... existing code ...


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
        # ... existing code ...


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
        # ... existing code ...
