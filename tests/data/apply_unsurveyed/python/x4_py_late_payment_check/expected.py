"""Tenant screening rules used by the leasing office before a lease is offered."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from enum import Enum


class Decision(Enum):
    APPROVE = "approve"
    CONDITIONAL = "conditional"
    DENY = "deny"


@dataclass(frozen=True)
class ScreeningPolicy:
    min_credit_score: int = 620
    conditional_credit_score: int = 580
    income_to_rent_ratio: Decimal = Decimal("3.0")
    max_evictions: int = 0
    max_late_payments_12mo: int = 2


@dataclass
class Applicant:
    applicant_id: str
    credit_score: int
    monthly_income: Decimal
    eviction_count: int = 0
    late_payments_12mo: int = 0
    has_guarantor: bool = False


@dataclass
class ScreeningResult:
    applicant_id: str
    decision: Decision
    reasons: list[str] = field(default_factory=list)
    deposit_multiplier: Decimal = Decimal("1.0")


def evaluate_applicant(
    applicant: Applicant, policy: ScreeningPolicy, monthly_rent: Decimal
) -> ScreeningResult:
    reasons: list[str] = []
    conditional = False

    if applicant.credit_score < policy.conditional_credit_score:
        reasons.append(f"credit score {applicant.credit_score} below minimum")
    elif applicant.credit_score < policy.min_credit_score:
        conditional = True
        reasons.append(f"credit score {applicant.credit_score} requires extra deposit")

    required_income = monthly_rent * policy.income_to_rent_ratio
    if applicant.monthly_income < required_income:
        if applicant.has_guarantor:
            conditional = True
            reasons.append("income below ratio, covered by guarantor")
        else:
            reasons.append(
                f"income {applicant.monthly_income} below required {required_income}"
            )

    if applicant.eviction_count > policy.max_evictions:
        reasons.append(f"{applicant.eviction_count} prior eviction(s)")

    if applicant.late_payments_12mo > policy.max_late_payments_12mo:
        conditional = True
        reasons.append(
            f"{applicant.late_payments_12mo} late payments in 12 months requires extra deposit"
        )

    denied = [r for r in reasons if "extra deposit" not in r and "guarantor" not in r]
    if denied:
        return ScreeningResult(applicant.applicant_id, Decision.DENY, reasons)
    if conditional:
        return ScreeningResult(
            applicant.applicant_id, Decision.CONDITIONAL, reasons, Decimal("1.5")
        )
    return ScreeningResult(applicant.applicant_id, Decision.APPROVE, reasons)


def screen_batch(
    applicants: list[Applicant], policy: ScreeningPolicy, monthly_rent: Decimal
) -> dict[str, ScreeningResult]:
    return {a.applicant_id: evaluate_applicant(a, policy, monthly_rent) for a in applicants}
