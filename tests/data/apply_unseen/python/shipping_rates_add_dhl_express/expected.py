"""Carrier rate calculators used by the checkout service."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

CENTS = Decimal("0.01")
VOLUMETRIC_DIVISOR = Decimal(5000)


@dataclass(frozen=True)
class Parcel:
    weight_kg: Decimal
    length_cm: int
    width_cm: int
    height_cm: int

    @property
    def volumetric_kg(self) -> Decimal:
        volume = self.length_cm * self.width_cm * self.height_cm
        return (Decimal(volume) / VOLUMETRIC_DIVISOR).quantize(CENTS)

    @property
    def billable_kg(self) -> Decimal:
        return max(self.weight_kg, self.volumetric_kg)


def _round(amount: Decimal) -> Decimal:
    return amount.quantize(CENTS, rounding=ROUND_HALF_UP)


def rate_usps_ground(parcel: Parcel, zone: int) -> Decimal:
    base = Decimal("4.75")
    per_kg = Decimal("1.10") + Decimal("0.15") * zone
    return _round(base + per_kg * parcel.billable_kg)


def rate_ups_ground(parcel: Parcel, zone: int) -> Decimal:
    base = Decimal("6.20")
    per_kg = Decimal("1.35") + Decimal("0.18") * zone
    surcharge = Decimal("2.50") if parcel.billable_kg > 30 else Decimal("0")
    return _round(base + per_kg * parcel.billable_kg + surcharge)


def rate_fedex_2day(parcel: Parcel, zone: int) -> Decimal:
    base = Decimal("11.40")
    per_kg = Decimal("2.05") + Decimal("0.22") * zone
    fuel = Decimal("0.085")
    subtotal = base + per_kg * parcel.billable_kg
    return _round(subtotal * (1 + fuel))


def rate_fedex_overnight(parcel: Parcel, zone: int) -> Decimal:
    base = Decimal("24.90")
    per_kg = Decimal("3.60") + Decimal("0.30") * zone
    fuel = Decimal("0.085")
    subtotal = base + per_kg * parcel.billable_kg
    return _round(subtotal * (1 + fuel))


def rate_dhl_express(parcel: Parcel, zone: int) -> Decimal:
    base = Decimal("19.75")
    per_kg = Decimal("2.80") + Decimal("0.26") * zone
    remote_area = Decimal("5.00") if zone >= 8 else Decimal("0")
    fuel = Decimal("0.12")
    subtotal = base + per_kg * parcel.billable_kg + remote_area
    return _round(subtotal * (1 + fuel))
