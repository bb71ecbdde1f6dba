"""Carrier rate cards used by the checkout shipping estimator."""

from dataclasses import dataclass
from decimal import Decimal


@dataclass(frozen=True)
class CarrierRate:
    name: str
    base_fee: Decimal
    per_kg: Decimal
    max_weight_kg: int
    express_surcharge: Decimal
    tracking: bool = True


RATES = {
    "dhl": CarrierRate(
        name="DHL Paket",
        base_fee=Decimal("4.99"),
        per_kg=Decimal("0.95"),
        max_weight_kg=31,
        express_surcharge=Decimal("7.50"),
    ),
    "ups": CarrierRate(
        name="UPS Standard",
        base_fee=Decimal("6.20"),
        per_kg=Decimal("0.95"),
        max_weight_kg=70,
        express_surcharge=Decimal("7.50"),
    ),
    "gls": CarrierRate(
        name="GLS Business",
        base_fee=Decimal("4.99"),
        per_kg=Decimal("0.95"),
        max_weight_kg=40,
        express_surcharge=Decimal("7.50"),
    ),
    "hermes": CarrierRate(
        name="Hermes Paket",
        base_fee=Decimal("4.29"),
        per_kg=Decimal("0.80"),
        max_weight_kg=25,
        express_surcharge=Decimal("6.00"),
        tracking=False,
    ),
}


def estimate(carrier: str, weight_kg: float, express: bool = False) -> Decimal:
    rate = RATES[carrier]
    if weight_kg > rate.max_weight_kg:
        raise ValueError(f"{rate.name} accepts at most {rate.max_weight_kg} kg")
    price = rate.base_fee + rate.per_kg * Decimal(str(weight_kg))
    if express:
        price += rate.express_surcharge
    return price.quantize(Decimal("0.01"))


def cheapest(weight_kg: float, express: bool = False) -> str:
    options = {
        key: estimate(key, weight_kg, express)
        for key, rate in RATES.items()
        if weight_kg <= rate.max_weight_kg
    }
    return min(options, key=options.get)
