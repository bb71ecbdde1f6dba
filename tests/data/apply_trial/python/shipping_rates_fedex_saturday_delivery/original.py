from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True)
class Address:
    country: str
    postal_code: str
    city: str


@dataclass(frozen=True)
class Parcel:
    weight_kg: Decimal
    length_cm: int
    width_cm: int
    height_cm: int

    @property
    def volumetric_kg(self) -> Decimal:
        return Decimal(self.length_cm * self.width_cm * self.height_cm) / Decimal(5000)


class RateProvider:
    name = "base"

    def quote(self, parcel: Parcel, destination: Address) -> Decimal:
        raise NotImplementedError

    def billable_weight(self, parcel: Parcel) -> Decimal:
        return max(parcel.weight_kg, parcel.volumetric_kg)


class UpsRateProvider(RateProvider):
    name = "ups"
    base_fee = Decimal("6.50")
    per_kg = Decimal("1.20")

    def quote(self, parcel: Parcel, destination: Address) -> Decimal:
        zone = self._zone_for(destination)
        return self.base_fee + self.per_kg * self.billable_weight(parcel) * zone

    def _zone_for(self, destination: Address) -> Decimal:
        if destination.country != "US":
            return Decimal("2.5")
        return Decimal("1.0") if destination.postal_code.startswith("1") else Decimal("1.3")


class FedexRateProvider(RateProvider):
    name = "fedex"
    base_fee = Decimal("7.10")
    per_kg = Decimal("1.05")

    def quote(self, parcel: Parcel, destination: Address) -> Decimal:
        zone = self._zone_for(destination)
        return self.base_fee + self.per_kg * self.billable_weight(parcel) * zone

    def _zone_for(self, destination: Address) -> Decimal:
        if destination.country != "US":
            return Decimal("2.8")
        return Decimal("1.0") if destination.postal_code[:1] in {"1", "2"} else Decimal("1.4")


class DhlRateProvider(RateProvider):
    name = "dhl"
    base_fee = Decimal("9.00")
    per_kg = Decimal("0.95")

    def quote(self, parcel: Parcel, destination: Address) -> Decimal:
        zone = self._zone_for(destination)
        return self.base_fee + self.per_kg * self.billable_weight(parcel) * zone

    def _zone_for(self, destination: Address) -> Decimal:
        if destination.country in {"DE", "AT", "CH"}:
            return Decimal("1.0")
        return Decimal("2.0")


PROVIDERS: dict[str, RateProvider] = {
    p.name: p for p in (UpsRateProvider(), FedexRateProvider(), DhlRateProvider())
}


def cheapest_quote(parcel: Parcel, destination: Address) -> tuple[str, Decimal]:
    quotes = {name: p.quote(parcel, destination) for name, p in PROVIDERS.items()}
    best = min(quotes, key=quotes.__getitem__)
    return best, quotes[best]
