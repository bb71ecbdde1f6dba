    // ... existing tests ...

    @Test
    void rejectsExpiredCoupon() {
        Coupon coupon = Coupon.percent("WINTER20", 20, NOW.minusSeconds(1));

        assertThatThrownBy(() -> pricing.apply(new BigDecimal("80.00"), coupon))
                .isInstanceOf(CouponExpiredException.class)
                .hasMessageContaining("WINTER20");
    }
}
