    public BigDecimal expressRate(Parcel parcel, Zone zone) {
        BigDecimal standard = BASE_FEE.add(PER_KG.multiply(parcel.billableWeightKg()))
                .multiply(zoneMultipliers.get(zone));
        BigDecimal surcharge = zone == Zone.INTERNATIONAL ? new BigDecimal("12.00") : new BigDecimal("6.50");
        return standard.add(surcharge).max(new BigDecimal("9.99")).setScale(2, RoundingMode.HALF_UP);
    }

    // ... existing code ...
