"""Carrier rate tables used by the checkout shipping estimator."""

from decimal import ROUND_HALF_UP, Decimal

FREE_SHIPPING_THRESHOLD = Decimal("75.00")
FUEL_SURCHARGE = Decimal("0.08")

ZONE_MULTIPLIERS = {
    1: Decimal("1.00"),
    2: Decimal("1.15"),
    3: Decimal("1.35"),
    4: Decimal("1.60"),
}


def _round(amount: Decimal) -> Decimal:
    return amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def _zone_multiplier(zone: int) -> Decimal:
    try:
        return ZONE_MULTIPLIERS[zone]
    except KeyError:
        raise ValueError(f"unsupported shipping zone: {zone}") from None


def usps_ground_rate(weight_kg: float, zone: int) -> Decimal:
    base = Decimal("4.95")
    per_kg = Decimal("1.20")
    weight = Decimal(str(weight_kg))
    price = (base + per_kg * weight) * _zone_multiplier(zone)
    return _round(price)


def ups_ground_rate(weight_kg: float, zone: int) -> Decimal:
    base = Decimal("6.40")
    per_kg = Decimal("1.45")
    weight = Decimal(str(weight_kg))
    price = (base + per_kg * weight) * _zone_multiplier(zone)
    return _round(price * (1 + FUEL_SURCHARGE))


def fedex_ground_rate(weight_kg: float, zone: int) -> Decimal:
    base = Decimal("6.75")
    per_kg = Decimal("1.52")
    weight = Decimal(str(weight_kg))
    price = (base + per_kg * weight) * _zone_multiplier(zone)
    return _round(price * (1 + FUEL_SURCHARGE))


def fedex_express_rate(weight_kg: float, zone: int) -> Decimal:
    base = Decimal("18.20")
    per_kg = Decimal("2.90")
    weight = Decimal(str(weight_kg))
    price = (base + per_kg * weight) * _zone_multiplier(zone)
    return _round(price * (1 + FUEL_SURCHARGE))


def dhl_express_rate(weight_kg: float, zone: int) -> Decimal:
    base = Decimal("21.00")
    per_kg = Decimal("3.25")
    weight = Decimal(str(weight_kg))
    price = (base + per_kg * weight) * _zone_multiplier(zone)
    return _round(price * (1 + FUEL_SURCHARGE))


CARRIERS = {
    "usps_ground": usps_ground_rate,
    "ups_ground": ups_ground_rate,
    "fedex_ground": fedex_ground_rate,
    "fedex_express": fedex_express_rate,
    "dhl_express": dhl_express_rate,
}


def quote(carrier: str, weight_kg: float, zone: int, order_total: Decimal) -> Decimal:
    if carrier == "usps_ground" and order_total >= FREE_SHIPPING_THRESHOLD:
        return Decimal("0.00")
    return CARRIERS[carrier](weight_kg, zone)
