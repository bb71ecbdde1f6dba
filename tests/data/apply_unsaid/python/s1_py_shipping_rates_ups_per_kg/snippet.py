# ... existing code ...
    "ups": CarrierRate(
        name="UPS Standard",
        base_fee=Decimal("6.20"),
        per_kg=Decimal("1.15"),
        max_weight_kg=70,
        express_surcharge=Decimal("7.50"),
    ),
# ... existing code ...
