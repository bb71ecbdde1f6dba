package com.alpinepeak.passes.pricing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.Objects;

/**
 * Computes ticket-window prices for the lift pass products sold at the base lodge.
 * All amounts are in CHF and rounded to the nearest 5 centimes at the end.
 */
public final class LiftPassPricing {

    private static final BigDecimal CHILD_FACTOR = new BigDecimal("0.50");
    private static final BigDecimal SENIOR_FACTOR = new BigDecimal("0.80");
    private static final BigDecimal ROUNDING_STEP = new BigDecimal("0.05");

    private final SeasonCalendar calendar;
    private final BasePriceTable basePrices;

    public LiftPassPricing(SeasonCalendar calendar, BasePriceTable basePrices) {
        this.calendar = Objects.requireNonNull(calendar);
        this.basePrices = Objects.requireNonNull(basePrices);
    }

    public BigDecimal dayPassPrice(LocalDate day, AgeGroup ageGroup) {
        BigDecimal base = basePrices.dayPass(calendar.seasonFor(day));
        if (calendar.isPeakDay(day)) {
            base = base.multiply(new BigDecimal("1.15"));
        }
        BigDecimal price = base.multiply(ageFactor(ageGroup));
        return roundToStep(price);
    }

    public BigDecimal halfDayPassPrice(LocalDate day, AgeGroup ageGroup) {
        BigDecimal base = basePrices.halfDayPass(calendar.seasonFor(day));
        if (calendar.isPeakDay(day)) {
            base = base.multiply(new BigDecimal("1.15"));
        }
        BigDecimal price = base.multiply(ageFactor(ageGroup));
        return roundToStep(price);
    }

    public BigDecimal multiDayPassPrice(LocalDate firstDay, int days, AgeGroup ageGroup) {
        if (days < 2 || days > 14) {
            throw new IllegalArgumentException("multi-day passes cover 2 to 14 days, got " + days);
        }
        BigDecimal base = basePrices.dayPass(calendar.seasonFor(firstDay))
                .multiply(BigDecimal.valueOf(days));
        if (calendar.isPeakDay(firstDay)) {
            base = base.multiply(new BigDecimal("1.15"));
        }
        BigDecimal price = base.multiply(ageFactor(ageGroup));
        return roundToStep(price);
    }

    public BigDecimal seasonPassPrice(AgeGroup ageGroup, boolean earlyBird) {
        BigDecimal base = basePrices.seasonPass();
        if (earlyBird) {
            base = base.multiply(new BigDecimal("0.85"));
        }
        BigDecimal price = base.multiply(ageFactor(ageGroup));
        return roundToStep(price);
    }

    private BigDecimal ageFactor(AgeGroup ageGroup) {
        switch (ageGroup) {
            case CHILD:
                return CHILD_FACTOR;
            case SENIOR:
                return SENIOR_FACTOR;
            case ADULT:
            default:
                return BigDecimal.ONE;
        }
    }

    private static BigDecimal roundToStep(BigDecimal amount) {
        BigDecimal steps = amount.divide(ROUNDING_STEP, 0, RoundingMode.HALF_UP);
        return steps.multiply(ROUNDING_STEP).setScale(2, RoundingMode.UNNECESSARY);
    }
}
