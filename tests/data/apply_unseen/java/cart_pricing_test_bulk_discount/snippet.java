    // ... existing tests ...

    @Test
    void bulkDiscountAppliesFromTenUnits() {
        Cart cart = new Cart();
        cart.add("SKU-1", 10);

        assertThat(pricing.total(cart)).isEqualByComparingTo("40.50");
    }
}
