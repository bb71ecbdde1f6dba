"""Cost estimation for dental treatment plans.

Used by the front desk to quote patients before a plan is accepted.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP
from typing import Iterable

CENT = Decimal("0.01")


@dataclass(frozen=True)
class PlanItem:
    cdt_code: str
    tooth: str | None
    category: str  # "preventive", "basic" or "major"
    fee: Decimal


@dataclass
class Coverage:
    carrier: str
    rates: dict[str, Decimal]
    annual_maximum: Decimal
    used_this_year: Decimal = Decimal("0")
    deductible_remaining: Decimal = Decimal("0")

    def rate_for(self, category: str) -> Decimal:
        return self.rates.get(category, Decimal("0"))

    @property
    def remaining_maximum(self) -> Decimal:
        return max(self.annual_maximum - self.used_this_year, Decimal("0"))


@dataclass
class TreatmentPlan:
    patient_id: int
    items: list[PlanItem] = field(default_factory=list)

    def total_fee(self) -> Decimal:
        return sum((item.fee for item in self.items), Decimal("0"))


def _money(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


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


def estimate_patient_portion(plan: TreatmentPlan, coverage: Coverage) -> Decimal:
    """What the patient should expect to pay out of pocket."""
    insurance = estimate_insurance_portion(plan, coverage)
    return _money(plan.total_fee() - insurance)


def split_by_category(items: Iterable[PlanItem]) -> dict[str, list[PlanItem]]:
    grouped: dict[str, list[PlanItem]] = {}
    for item in items:
        grouped.setdefault(item.category, []).append(item)
    return grouped


def summarize_plan(plan: TreatmentPlan, coverage: Coverage) -> dict[str, object]:
    insurance = estimate_insurance_portion(plan, coverage)
    patient = estimate_patient_portion(plan, coverage)
    return {
        "patient_id": plan.patient_id,
        "carrier": coverage.carrier,
        "total_fee": str(_money(plan.total_fee())),
        "insurance_estimate": str(insurance),
        "patient_estimate": str(patient),
        "categories": sorted(split_by_category(plan.items)),
    }
