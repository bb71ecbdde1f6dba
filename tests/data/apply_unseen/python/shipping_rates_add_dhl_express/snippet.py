# ... existing code ...


def rate_dhl_express(parcel: Parcel, zone: int) -> Decimal:
    base = Decimal("19.75")
    per_kg = Decimal("2.80") + Decimal("0.26") * zone
    remote_area = Decimal("5.00") if zone >= 8 else Decimal("0")
    fuel = Decimal("0.12")
    subtotal = base + per_kg * parcel.billable_kg + remote_area
    return _round(subtotal * (1 + fuel))
