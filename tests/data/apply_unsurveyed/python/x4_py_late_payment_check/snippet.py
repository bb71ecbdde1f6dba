# ... existing code ...

def evaluate_applicant(
    applicant: Applicant, policy: ScreeningPolicy, monthly_rent: Decimal
) -> ScreeningResult:
    reasons: list[str] = []
    conditional = False

    # ... existing code ...

    if applicant.eviction_count > policy.max_evictions:
        reasons.append(f"{applicant.eviction_count} prior eviction(s)")

    if applicant.late_payments_12mo > policy.max_late_payments_12mo:
        conditional = True
        reasons.append(
            f"{applicant.late_payments_12mo} late payments in 12 months requires extra deposit"
        )

    denied = [r for r in reasons if "extra deposit" not in r and "guarantor" not in r]
    # ... existing code ...


# ... existing code ...
