package com.acme.billing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class InvoiceCalculatorTest {

    private InvoiceCalculator calculator;

    @BeforeEach
    void setUp() {
        calculator = new InvoiceCalculator(new BigDecimal("0.20"));
    }

    @Test
    void emptyInvoiceHasZeroTotal() {
        Invoice invoice = new Invoice(List.of());

        assertEquals(new BigDecimal("0.00"), calculator.total(invoice));
    }

    @Test
    void sumsLineItemsAndAddsTax() {
        Invoice invoice = new Invoice(List.of(
                new LineItem("Widget", 2, new BigDecimal("10.00")),
                new LineItem("Gadget", 1, new BigDecimal("5.00"))));

        assertEquals(new BigDecimal("30.00"), calculator.total(invoice));
    }

    @Test
    void roundsTaxHalfEven() {
        Invoice invoice = new Invoice(List.of(
                new LineItem("Sticker", 1, new BigDecimal("0.125"))));

        assertEquals(new BigDecimal("0.15"), calculator.total(invoice));
    }

    @Test
    void rejectsNegativeQuantity() {
        Invoice invoice = new Invoice(List.of(
                new LineItem("Widget", -1, new BigDecimal("10.00"))));

        assertThrows(IllegalArgumentException.class, () -> calculator.total(invoice));
    }

    @Test
    void subtotalExcludesTax() {
        Invoice invoice = new Invoice(List.of(
                new LineItem("Widget", 3, new BigDecimal("4.00"))));

        assertEquals(new BigDecimal("12.00"), calculator.subtotal(invoice));
    }
}
