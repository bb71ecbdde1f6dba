# ... existing code ...


def discount_rate(days: int) -> Decimal:
    for min_days, rate in MULTI_DAY_DISCOUNTS:
        if days >= min_days:
            return rate
    return Decimal("0")


def quote(item: str, days: int, with_waiver: bool = False) -> RentalQuote:
    if days < 1:
        raise ValueError("days must be at least 1")
    # ... rest of quote unchanged ...


# ... existing code ...
