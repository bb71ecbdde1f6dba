package com.acme.shipping.rates;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.EnumMap;
import java.util.Map;

public final class ShippingRateCalculator {

    private static final BigDecimal BASE_FEE = new BigDecimal("4.99");
    private static final BigDecimal PER_KG = new BigDecimal("1.25");
    private static final BigDecimal FREE_SHIPPING_THRESHOLD = new BigDecimal("75.00");

    private final Map<Zone, BigDecimal> zoneMultipliers = new EnumMap<>(Zone.class);

    public ShippingRateCalculator() {
        zoneMultipliers.put(Zone.DOMESTIC, BigDecimal.ONE);
        zoneMultipliers.put(Zone.NEIGHBOR, new BigDecimal("1.40"));
        zoneMultipliers.put(Zone.INTERNATIONAL, new BigDecimal("2.75"));
    }

    public BigDecimal standardRate(Parcel parcel, Zone zone) {
        if (parcel.orderValue().compareTo(FREE_SHIPPING_THRESHOLD) >= 0 && zone == Zone.DOMESTIC) {
            return BigDecimal.ZERO;
        }
        BigDecimal weightFee = PER_KG.multiply(parcel.billableWeightKg());
        BigDecimal raw = BASE_FEE.add(weightFee).multiply(zoneMultipliers.get(zone));
        return raw.setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal expressRate(Parcel parcel, Zone zone) {
        BigDecimal standard = BASE_FEE.add(PER_KG.multiply(parcel.billableWeightKg()))
                .multiply(zoneMultipliers.get(zone));
        BigDecimal surcharge = zone == Zone.INTERNATIONAL ? new BigDecimal("12.00") : new BigDecimal("6.50");
        return standard.add(surcharge).max(new BigDecimal("9.99")).setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal insuranceFee(Parcel parcel) {
        BigDecimal declared = parcel.declaredValue();
        if (declared.signum() <= 0) {
            return BigDecimal.ZERO;
        }
        return declared.multiply(new BigDecimal("0.015")).setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal totalRate(Parcel parcel, Zone zone, boolean express, boolean insured) {
        BigDecimal shipping = express ? expressRate(parcel, zone) : standardRate(parcel, zone);
        BigDecimal insurance = insured ? insuranceFee(parcel) : BigDecimal.ZERO;
        return shipping.add(insurance);
    }
}
