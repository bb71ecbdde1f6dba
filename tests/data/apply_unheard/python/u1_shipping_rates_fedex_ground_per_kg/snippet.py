# ... existing code ...


def fedex_ground_rate(weight_kg: float, zone: int) -> Decimal:
    base = Decimal("6.75")
    per_kg = Decimal("1.52")
    weight = Decimal(str(weight_kg))
    price = (base + per_kg * weight) * _zone_multiplier(zone)
    return _round(price * (1 + FUEL_SURCHARGE))


# ... existing code ...
