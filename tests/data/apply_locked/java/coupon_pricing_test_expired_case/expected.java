package com.acme.shop.pricing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class CouponPricingTest {

    private static final Instant NOW = Instant.parse("2024-03-01T12:00:00Z");

    private CouponPricing pricing;

    @BeforeEach
    void setUp() {
        Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
        pricing = new CouponPricing(clock);
    }

    @Test
    void appliesPercentageCoupon() {
        Coupon coupon = Coupon.percent("SPRING10", 10, NOW.plusSeconds(3600));

        BigDecimal price = pricing.apply(new BigDecimal("80.00"), coupon);

        assertThat(price).isEqualByComparingTo("72.00");
    }

    @Test
    void appliesFixedAmountCoupon() {
        Coupon coupon = Coupon.fixed("FIVEOFF", new BigDecimal("5.00"), NOW.plusSeconds(3600));

        BigDecimal price = pricing.apply(new BigDecimal("80.00"), coupon);

        assertThat(price).isEqualByComparingTo("75.00");
    }

    @Test
    void neverGoesBelowZero() {
        Coupon coupon = Coupon.fixed("BIG", new BigDecimal("100.00"), NOW.plusSeconds(3600));

        BigDecimal price = pricing.apply(new BigDecimal("80.00"), coupon);

        assertThat(price).isEqualByComparingTo("0.00");
    }

    @Test
    void roundsHalfUpToCents() {
        Coupon coupon = Coupon.percent("THIRD", 33, NOW.plusSeconds(3600));

        BigDecimal price = pricing.apply(new BigDecimal("10.00"), coupon);

        assertThat(price).isEqualByComparingTo("6.70");
    }

    @Test
    void rejectsNegativePrice() {
        Coupon coupon = Coupon.percent("SPRING10", 10, NOW.plusSeconds(3600));

        assertThatThrownBy(() -> pricing.apply(new BigDecimal("-1.00"), coupon))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("negative");
    }

    @Test
    void rejectsExpiredCoupon() {
        Coupon coupon = Coupon.percent("WINTER20", 20, NOW.minusSeconds(1));

        assertThatThrownBy(() -> pricing.apply(new BigDecimal("80.00"), coupon))
                .isInstanceOf(CouponExpiredException.class)
                .hasMessageContaining("WINTER20");
    }
}
