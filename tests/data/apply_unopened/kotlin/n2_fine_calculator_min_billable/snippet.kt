// ... existing code ...

    fun fineFor(loan: OverdueLoan, today: LocalDate): BigDecimal {
        // ... existing code ...
        val raw = rule.dailyRate.multiply(BigDecimal.valueOf(days))
        val capped = raw.min(rule.maxPerItem).setScale(2, RoundingMode.HALF_UP)
        // amounts under 50 cents are not worth billing
        return if (capped < BigDecimal("0.50")) BigDecimal.ZERO.setScale(2) else capped
    }

// ... existing code ...
