    // ... existing code ...

    fun studentPrice(tier: FixtureTier): BigDecimal {
        val base = basePrices.getValue(tier) * STUDENT_DISCOUNT
        val withFee = base + bookingFee
        return withFee.setScale(2, RoundingMode.HALF_UP)
    }

    // ... existing code ...
