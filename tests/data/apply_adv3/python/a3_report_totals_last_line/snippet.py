def total_by_employee(expenses: Iterable[Expense]) -> dict[str, int]:
    totals: dict[str, int] = defaultdict(int)
    for expense in expenses:
        totals[expense.employee_id] += expense.amount_cents
    return dict(sorted(totals.items(), key=lambda kv: kv[1], reverse=True))


# ... existing code ...
