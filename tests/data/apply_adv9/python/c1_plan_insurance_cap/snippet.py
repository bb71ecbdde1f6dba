# ... existing code ...


def estimate_insurance_portion(plan: TreatmentPlan, coverage: Coverage) -> Decimal:
    """What we expect the carrier to pay, capped at the remaining annual maximum."""
    deductible = coverage.deductible_remaining
    covered = Decimal("0")
    for item in plan.items:
        rate = coverage.rate_for(item.category)
        if rate == 0:
            # Not covered at all: the deductible doesn't apply to it either.
            continue
        billable = item.fee
        if deductible > 0 and item.category != "preventive":
            applied = min(deductible, billable)
            billable -= applied
            deductible -= applied
        covered += billable * rate
    return _money(min(covered, coverage.remaining_maximum))


# ... existing code ...
