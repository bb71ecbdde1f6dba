    // ... existing tests ...

    @Test
    void appliesPercentageDiscountBeforeTax() {
        Invoice invoice = new Invoice(List.of(
                new LineItem("Widget", 2, new BigDecimal("10.00"))));
        invoice.setDiscountPercent(new BigDecimal("10"));

        assertEquals(new BigDecimal("21.60"), calculator.total(invoice));
    }
}
