package com.acme.shipping;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;

public class ShippingCalculator {

    private static final BigDecimal BASE_FEE = new BigDecimal("4.99");
    private static final BigDecimal PER_KG = new BigDecimal("1.25");
    private static final BigDecimal EXPRESS_MULTIPLIER = new BigDecimal("1.8");
    private static final BigDecimal EXPRESS_MINIMUM = new BigDecimal("12.00");
    private static final BigDecimal OVERNIGHT_SURCHARGE = new BigDecimal("15.00");
    private static final Map<String, BigDecimal> ZONE_FACTORS = Map.of(
            "DOMESTIC", BigDecimal.ONE,
            "EU", new BigDecimal("1.6"),
            "WORLD", new BigDecimal("2.4"));

    private final boolean holidaySeason;

    public ShippingCalculator(boolean holidaySeason) {
        this.holidaySeason = holidaySeason;
    }

    private BigDecimal billableWeight(Parcel parcel) {
        BigDecimal volume = BigDecimal.valueOf((long) parcel.getLengthCm() * parcel.getWidthCm() * parcel.getHeightCm());
        BigDecimal volumetric = volume.divide(BigDecimal.valueOf(5000), 3, RoundingMode.HALF_UP);
        return volumetric.max(parcel.getWeightKg());
    }

    public BigDecimal standardRate(Parcel parcel) {
        BigDecimal rate = BASE_FEE.add(PER_KG.multiply(billableWeight(parcel)));
        if (holidaySeason) {
            rate = rate.multiply(new BigDecimal("1.10"));
        }
        return rate.setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal expressRate(Parcel parcel) {
        BigDecimal base = standardRate(parcel).multiply(EXPRESS_MULTIPLIER);
        return base.max(EXPRESS_MINIMUM).setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal sameDayRate(Parcel parcel) {
        if (billableWeight(parcel).compareTo(new BigDecimal("10")) > 0) {
            throw new IllegalArgumentException("Same-day delivery is limited to 10 kg");
        }
        BigDecimal base = expressRate(parcel).add(new BigDecimal("9.50"));
        return base.setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal overnightRate(Parcel parcel) {
        BigDecimal base = expressRate(parcel).add(OVERNIGHT_SURCHARGE);
        return base.setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal internationalRate(Parcel parcel, String zone) {
        BigDecimal factor = ZONE_FACTORS.get(zone);
        if (factor == null) {
            throw new IllegalArgumentException("Unknown zone: " + zone);
        }
        return standardRate(parcel).multiply(factor).setScale(2, RoundingMode.HALF_UP);
    }
}
