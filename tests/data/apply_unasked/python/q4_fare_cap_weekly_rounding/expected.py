"""Fare capping rules for the MetroLink stored-value card.

Caps are evaluated per rider after every tap. All amounts are in cents.
"""

from dataclasses import dataclass
from datetime import date, timedelta

DAILY_CAP_CENTS = 650
WEEKLY_CAP_CENTS = 2600
MONTHLY_CAP_CENTS = 9800

CONCESSION_FACTOR = 0.5
YOUTH_FACTOR = 0.0


@dataclass(frozen=True)
class RiderProfile:
    card_id: str
    concession: bool = False
    youth: bool = False


@dataclass(frozen=True)
class Tap:
    card_id: str
    service_date: date
    fare_cents: int


def _factor(rider: RiderProfile) -> float:
    if rider.youth:
        return YOUTH_FACTOR
    if rider.concession:
        return CONCESSION_FACTOR
    return 1.0


def daily_cap_cents(rider: RiderProfile) -> int:
    base = DAILY_CAP_CENTS
    cap = int(round(base * _factor(rider)))
    return max(cap, 0)


def weekly_cap_cents(rider: RiderProfile) -> int:
    base = WEEKLY_CAP_CENTS
    cap = int(base * _factor(rider)) // 10 * 10  # weekly caps are published in whole dimes; round down
    return max(cap, 0)


def monthly_cap_cents(rider: RiderProfile) -> int:
    base = MONTHLY_CAP_CENTS
    cap = int(round(base * _factor(rider)))
    return max(cap, 0)


def week_start(day: date) -> date:
    """Fare weeks run Monday to Sunday."""
    return day - timedelta(days=day.weekday())


def spent_in_window(taps: list[Tap], start: date, end: date) -> int:
    return sum(t.fare_cents for t in taps if start <= t.service_date <= end)


def charge_for_tap(rider: RiderProfile, history: list[Tap], tap: Tap) -> int:
    """Return the amount to actually deduct for ``tap`` after applying caps."""
    day = tap.service_date
    spent_today = spent_in_window(history, day, day)
    monday = week_start(day)
    spent_week = spent_in_window(history, monday, monday + timedelta(days=6))
    first_of_month = day.replace(day=1)
    spent_month = spent_in_window(history, first_of_month, day)

    remaining = min(
        daily_cap_cents(rider) - spent_today,
        weekly_cap_cents(rider) - spent_week,
        monthly_cap_cents(rider) - spent_month,
    )
    return max(0, min(tap.fare_cents, remaining))
