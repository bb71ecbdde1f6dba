# ... existing code ...


def allocate_credits(
    holdings: list[Holding],
    exported_kwh: Decimal,
    rate_per_kwh: Decimal,
    max_credit: Decimal | None = None,
) -> list[Allocation]:
    shares = total_shares(holdings)
    if shares == 0:
        log.warning("no shares held; nothing to allocate")
        return []

    allocations = []
    for holding in holdings:
        if holding.shares <= 0:
            continue
        kwh = kwh_for(holding, exported_kwh, shares)
        credit = (kwh * rate_per_kwh).quantize(PENNY, rounding=ROUND_DOWN)
        if max_credit is not None and credit > max_credit:
            log.info("capping credit for %s at %s", holding.member_no, max_credit)
            credit = max_credit
        allocations.append(Allocation(holding.member_no, kwh, credit))

    allocations.sort(key=lambda a: a.credit, reverse=True)
    return allocations


# ... existing code ...
