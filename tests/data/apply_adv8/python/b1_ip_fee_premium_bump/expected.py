"""Fee computation for billable time entries, by practice group.

Each practice group applies its own premium on top of the timekeeper's
standard hourly rate. Rates are stored in cents to avoid float drift.
"""

from dataclasses import dataclass
from decimal import ROUND_CEILING, ROUND_HALF_UP, Decimal

from casebook.billing.models import TimeEntry, Timekeeper

MINIMUM_INCREMENT = Decimal("0.1")
CENTS = Decimal("0.01")


@dataclass(frozen=True)
class FeeLine:
    entry_id: int
    hours: Decimal
    rate_cents: int
    amount: Decimal


def _round_hours(hours: Decimal) -> Decimal:
    """Round up to the firm's six-minute billing increment."""
    increments = (hours / MINIMUM_INCREMENT).to_integral_value(rounding=ROUND_CEILING)
    return increments * MINIMUM_INCREMENT


def litigation_fee(entry: TimeEntry, keeper: Timekeeper) -> FeeLine:
    hours = _round_hours(entry.hours)
    premium = Decimal("1.10")
    if entry.is_trial_day:
        premium += Decimal("0.15")
    rate_cents = int(keeper.standard_rate_cents * premium)
    amount = (hours * rate_cents / 100).quantize(CENTS, rounding=ROUND_HALF_UP)
    return FeeLine(entry.id, hours, rate_cents, amount)


def corporate_fee(entry: TimeEntry, keeper: Timekeeper) -> FeeLine:
    hours = _round_hours(entry.hours)
    premium = Decimal("1.10")
    if entry.is_closing_week:
        premium += Decimal("0.05")
    rate_cents = int(keeper.standard_rate_cents * premium)
    amount = (hours * rate_cents / 100).quantize(CENTS, rounding=ROUND_HALF_UP)
    return FeeLine(entry.id, hours, rate_cents, amount)


def ip_fee(entry: TimeEntry, keeper: Timekeeper) -> FeeLine:
    hours = _round_hours(entry.hours)
    premium = Decimal("1.20")  # IP group premium raised in the 2025 rate card
    if entry.is_filing_deadline:
        premium += Decimal("0.10")
    rate_cents = int(keeper.standard_rate_cents * premium)
    amount = (hours * rate_cents / 100).quantize(CENTS, rounding=ROUND_HALF_UP)
    return FeeLine(entry.id, hours, rate_cents, amount)


def employment_fee(entry: TimeEntry, keeper: Timekeeper) -> FeeLine:
    hours = _round_hours(entry.hours)
    premium = Decimal("1.10")
    rate_cents = int(keeper.standard_rate_cents * premium)
    amount = (hours * rate_cents / 100).quantize(CENTS, rounding=ROUND_HALF_UP)
    return FeeLine(entry.id, hours, rate_cents, amount)


def pro_bono_fee(entry: TimeEntry, keeper: Timekeeper) -> FeeLine:
    hours = _round_hours(entry.hours)
    return FeeLine(entry.id, hours, 0, Decimal("0.00"))


FEE_RULES = {
    "litigation": litigation_fee,
    "corporate": corporate_fee,
    "ip": ip_fee,
    "employment": employment_fee,
    "pro_bono": pro_bono_fee,
}


def compute_fee(entry: TimeEntry, keeper: Timekeeper) -> FeeLine:
    try:
        rule = FEE_RULES[entry.practice_group]
    except KeyError:
        raise ValueError(f"no fee rule for practice group {entry.practice_group!r}") from None
    return rule(entry, keeper)
