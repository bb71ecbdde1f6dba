package com.acme.shop.cart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class CartPricingTest {

    private Catalog catalog;
    private CartPricing pricing;

    @BeforeEach
    void setUp() {
        catalog = new InMemoryCatalog();
        catalog.put(new Product("SKU-1", "Notebook", new BigDecimal("4.50")));
        catalog.put(new Product("SKU-2", "Fountain pen", new BigDecimal("32.00")));
        catalog.put(new Product("SKU-3", "Ink refill", new BigDecimal("6.25")));
        pricing = new CartPricing(catalog);
    }

    @Test
    void emptyCartCostsNothing() {
        Cart cart = new Cart();

        assertThat(pricing.total(cart)).isEqualByComparingTo("0.00");
    }

    @Test
    void sumsLineTotals() {
        Cart cart = new Cart();
        cart.add("SKU-1", 2);
        cart.add("SKU-3", 1);

        assertThat(pricing.total(cart)).isEqualByComparingTo("15.25");
    }

    @Test
    void appliesPercentageCoupon() {
        Cart cart = new Cart();
        cart.add("SKU-2", 1);
        cart.applyCoupon(Coupon.percentOff(10));

        assertThat(pricing.total(cart)).isEqualByComparingTo("28.80");
    }

    @Test
    void freeShippingAboveThreshold() {
        Cart cart = new Cart();
        cart.add("SKU-2", 2);

        assertThat(pricing.shipping(cart)).isEqualByComparingTo("0.00");
    }

    @Test
    void unknownSkuIsRejected() {
        Cart cart = new Cart();
        cart.add("SKU-404", 1);

        assertThatThrownBy(() -> pricing.total(cart))
                .isInstanceOf(UnknownProductException.class)
                .hasMessageContaining("SKU-404");
    }
}
