    public BigDecimal accruedInterest(StatementHeader header, List<StatementLine> lines) {
        // ... existing code ...
        return interestCalculator.accrue(averageBalance, rate, header.periodStart(), header.periodEnd())
                .setScale(2, RoundingMode.HALF_EVEN);
    }
