// ... existing code ...

    val silver = TierRule(
        tier = Tier.SILVER,
        pointsPerEuro = BigDecimal("1.25"),
        birthdayBonus = 100,
        freeShippingThreshold = BigDecimal("35.00"),
        expiryMonths = 18,
    )

// ... existing code ...
