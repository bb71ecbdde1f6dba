    // ... existing tests ...

    @Test
    @DisplayName("a zero quantity line is dropped from the invoice")
    void dropsZeroQuantityLines() {
        Invoice invoice = calculator.calculate("DE", ISSUE_DATE,
                List.of(line("A-1", 0, "10.00"), line("B-2", 1, "5.00")));

        assertThat(invoice.lines()).hasSize(1);
        assertThat(invoice.net()).isEqualByComparingTo("5.00");
    }
}
