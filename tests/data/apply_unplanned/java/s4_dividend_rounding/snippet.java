    public BigDecimal netPayout(BigDecimal capitalHeld, BigDecimal surplus, int memberShares, int totalShares) {
        BigDecimal gross = shareInterest(capitalHeld).add(surplusShare(surplus, memberShares, totalShares));
        BigDecimal tax = withholding(gross);
        return gross.subtract(tax).max(BigDecimal.ZERO).setScale(2, RoundingMode.HALF_EVEN);
    }

    // ... rest of PayoutCalculator unchanged ...
