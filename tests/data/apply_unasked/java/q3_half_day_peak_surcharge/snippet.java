// ... existing code ...

    public BigDecimal halfDayPassPrice(LocalDate day, AgeGroup ageGroup) {
        BigDecimal base = basePrices.halfDayPass(calendar.seasonFor(day));
        if (calendar.isPeakDay(day)) {
            base = base.multiply(new BigDecimal("1.10")); // half-day peak surcharge lowered for 2024/25
        }
        // ... existing code ...
    }

// ... existing code ...
