"""Fare calculation for single rides on bus, tram and metro.

Amounts are Decimal euros and are rounded to the nearest five cents at the
end, matching what the validators print on receipts.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, time
from decimal import Decimal, ROUND_HALF_UP

ZONE_BASE = {
    1: Decimal("2.40"),
    2: Decimal("3.10"),
    3: Decimal("3.90"),
    4: Decimal("4.60"),
}
PEAK_MULTIPLIER = Decimal("1.25")
PEAK_WINDOWS = (
    (time(6, 30), time(9, 0)),
    (time(16, 0), time(18, 30)),
)
NICKEL = Decimal("0.05")


@dataclass(frozen=True)
class FareCard:
    card_id: str
    holder_type: str
    term_pass: bool = False
    balance: Decimal = Decimal("0")


def zone_base(zones: int) -> Decimal:
    if zones not in ZONE_BASE:
        raise ValueError(f"unsupported zone count: {zones}")
    return ZONE_BASE[zones]


def is_peak(boarded_at: datetime) -> bool:
    if boarded_at.weekday() >= 5:
        return False
    now = boarded_at.time()
    return any(start <= now < end for start, end in PEAK_WINDOWS)


def round_to_nickel(amount: Decimal) -> Decimal:
    return (amount / NICKEL).quantize(Decimal("1"), rounding=ROUND_HALF_UP) * NICKEL


def adult_fare(zones: int, boarded_at: datetime, card: FareCard) -> Decimal:
    base = zone_base(zones)
    if is_peak(boarded_at):
        base *= PEAK_MULTIPLIER
    # Adults pay the full zone price.
    return round_to_nickel(base)


def senior_fare(zones: int, boarded_at: datetime, card: FareCard) -> Decimal:
    base = zone_base(zones)
    if is_peak(boarded_at):
        base *= PEAK_MULTIPLIER
    # Seniors ride at half price at all times.
    return round_to_nickel(base * Decimal("0.5"))


def student_fare(zones: int, boarded_at: datetime, card: FareCard) -> Decimal:
    base = zone_base(zones)
    if is_peak(boarded_at):
        base *= PEAK_MULTIPLIER
    # Students get 30% off with a valid card.
    return round_to_nickel(base * Decimal("0.7"))


def child_fare(zones: int, boarded_at: datetime, card: FareCard) -> Decimal:
    base = zone_base(zones)
    if is_peak(boarded_at):
        base *= PEAK_MULTIPLIER
    # Children under 12 pay a flat quarter of the zone price.
    return round_to_nickel(base * Decimal("0.25"))


FARE_FUNCTIONS = {
    "adult": adult_fare,
    "senior": senior_fare,
    "student": student_fare,
    "child": child_fare,
}


def fare_for(card: FareCard, zones: int, boarded_at: datetime) -> Decimal:
    try:
        calculate = FARE_FUNCTIONS[card.holder_type]
    except KeyError:
        raise ValueError(f"unknown holder type {card.holder_type!r}") from None
    return calculate(zones, boarded_at, card)
