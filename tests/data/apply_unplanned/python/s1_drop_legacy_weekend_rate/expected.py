"""Rental pricing for the Alpine Ridge equipment shop."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

DAILY_RATES = {
    "ski_package": Decimal("48.00"),
    "snowboard_package": Decimal("45.00"),
    "boots_only": Decimal("18.00"),
    "helmet": Decimal("8.00"),
    "poles": Decimal("5.00"),
}

MULTI_DAY_DISCOUNTS = [
    (7, Decimal("0.20")),
    (5, Decimal("0.15")),
    (3, Decimal("0.10")),
]

DAMAGE_WAIVER_PER_DAY = Decimal("4.50")


@dataclass(frozen=True)
class RentalQuote:
    item: str
    days: int
    subtotal: Decimal
    discount: Decimal
    waiver: Decimal

    @property
    def total(self) -> Decimal:
        return self.subtotal - self.discount + self.waiver


def _money(value: Decimal) -> Decimal:
    return value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def daily_rate(item: str) -> Decimal:
    try:
        return DAILY_RATES[item]
    except KeyError:
        raise ValueError(f"unknown rental item: {item!r}") from None


def discount_rate(days: int) -> Decimal:
    for min_days, rate in MULTI_DAY_DISCOUNTS:
        if days >= min_days:
            return rate
    return Decimal("0")


def quote(item: str, days: int, with_waiver: bool = False) -> RentalQuote:
    if days < 1:
        raise ValueError("days must be at least 1")
    subtotal = _money(daily_rate(item) * days)
    discount = _money(subtotal * discount_rate(days))
    waiver = _money(DAMAGE_WAIVER_PER_DAY * days) if with_waiver else Decimal("0.00")
    return RentalQuote(item, days, subtotal, discount, waiver)


def quote_bundle(items: list[str], days: int, with_waiver: bool = False) -> list[RentalQuote]:
    return [quote(item, days, with_waiver) for item in items]


def season_rental_price(item: str, season_start: date, season_end: date) -> Decimal:
    days = (season_end - season_start).days
    # season rentals are billed as 20 days at most, with the best multi-day discount
    return _money(daily_rate(item) * min(days, 20) * (1 - MULTI_DAY_DISCOUNTS[0][1]))
