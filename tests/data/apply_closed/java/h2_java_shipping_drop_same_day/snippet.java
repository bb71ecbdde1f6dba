    // ... existing code ...

    public BigDecimal expressRate(Parcel parcel) {
        BigDecimal base = standardRate(parcel).multiply(EXPRESS_MULTIPLIER);
        return base.max(EXPRESS_MINIMUM).setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal overnightRate(Parcel parcel) {
        BigDecimal base = expressRate(parcel).add(OVERNIGHT_SURCHARGE);
        return base.setScale(2, RoundingMode.HALF_UP);
    }

    // ... existing code ...
