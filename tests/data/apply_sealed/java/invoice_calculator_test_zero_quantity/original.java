package com.acme.billing.invoice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class InvoiceCalculatorTest {

    private static final LocalDate ISSUE_DATE = LocalDate.of(2024, 3, 1);

    private InvoiceCalculator calculator;

    @BeforeEach
    void setUp() {
        TaxTable taxTable = new TaxTable()
                .withRate("DE", new BigDecimal("0.19"))
                .withRate("FR", new BigDecimal("0.20"))
                .withRate("GB", new BigDecimal("0.20"))
                .withReducedRate("DE", new BigDecimal("0.07"));
        calculator = new InvoiceCalculator(taxTable);
    }

    private static InvoiceLine line(String sku, int qty, String unitPrice) {
        return new InvoiceLine(sku, qty, new BigDecimal(unitPrice), false);
    }

    private static InvoiceLine reducedLine(String sku, int qty, String unitPrice) {
        return new InvoiceLine(sku, qty, new BigDecimal(unitPrice), true);
    }

    @Test
    @DisplayName("net total is the sum of quantity times unit price")
    void netTotalSumsLines() {
        Invoice invoice = calculator.calculate("DE", ISSUE_DATE,
                List.of(line("A-1", 2, "10.00"), line("B-2", 1, "5.50")));

        assertThat(invoice.net()).isEqualByComparingTo("25.50");
    }

    @Test
    @DisplayName("standard VAT is applied per country")
    void appliesStandardVat() {
        Invoice invoice = calculator.calculate("FR", ISSUE_DATE,
                List.of(line("A-1", 1, "100.00")));

        assertThat(invoice.tax()).isEqualByComparingTo("20.00");
        assertThat(invoice.gross()).isEqualByComparingTo("120.00");
    }

    @Test
    @DisplayName("reduced VAT applies only to flagged lines")
    void appliesReducedVatToFlaggedLines() {
        Invoice invoice = calculator.calculate("DE", ISSUE_DATE,
                List.of(line("A-1", 1, "100.00"), reducedLine("BOOK-7", 1, "100.00")));

        assertThat(invoice.tax()).isEqualByComparingTo("26.00");
        assertThat(invoice.gross()).isEqualByComparingTo("226.00");
    }

    @Test
    @DisplayName("tax is rounded half-even to cents")
    void roundsTaxHalfEven() {
        Invoice invoice = calculator.calculate("DE", ISSUE_DATE,
                List.of(line("A-1", 1, "0.50")));

        assertThat(invoice.tax()).isEqualByComparingTo("0.10");
    }

    @Test
    @DisplayName("an empty invoice has zero totals")
    void emptyInvoiceHasZeroTotals() {
        Invoice invoice = calculator.calculate("GB", ISSUE_DATE, List.of());

        assertThat(invoice.net()).isEqualByComparingTo("0");
        assertThat(invoice.tax()).isEqualByComparingTo("0");
        assertThat(invoice.gross()).isEqualByComparingTo("0");
    }

    @Test
    @DisplayName("due date is thirty days after the issue date")
    void dueDateIsThirtyDaysLater() {
        Invoice invoice = calculator.calculate("GB", ISSUE_DATE,
                List.of(line("A-1", 1, "1.00")));

        assertThat(invoice.dueDate()).isEqualTo(LocalDate.of(2024, 3, 31));
    }

    @Test
    @DisplayName("an unknown country is rejected")
    void rejectsUnknownCountry() {
        assertThatThrownBy(() -> calculator.calculate("XX", ISSUE_DATE, List.of(line("A-1", 1, "1.00"))))
                .isInstanceOf(UnknownTaxRegionException.class)
                .hasMessageContaining("XX");
    }

    @Test
    @DisplayName("a negative quantity is rejected")
    void rejectsNegativeQuantity() {
        assertThatThrownBy(() -> calculator.calculate("DE", ISSUE_DATE, List.of(line("A-1", -1, "1.00"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("quantity");
    }

    @Test
    @DisplayName("a negative unit price is rejected")
    void rejectsNegativeUnitPrice() {
        assertThatThrownBy(() -> calculator.calculate("DE", ISSUE_DATE, List.of(line("A-1", 1, "-0.01"))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unit price");
    }

    @Test
    @DisplayName("lines with the same SKU are merged")
    void mergesLinesWithSameSku() {
        Invoice invoice = calculator.calculate("DE", ISSUE_DATE,
                List.of(line("A-1", 1, "10.00"), line("A-1", 2, "10.00")));

        assertThat(invoice.lines()).hasSize(1);
        assertThat(invoice.lines().get(0).quantity()).isEqualTo(3);
    }

    @Test
    @DisplayName("reduced and standard lines with the same SKU are kept apart")
    void keepsReducedAndStandardLinesApart() {
        Invoice invoice = calculator.calculate("DE", ISSUE_DATE,
                List.of(line("A-1", 1, "10.00"), reducedLine("A-1", 1, "10.00")));

        assertThat(invoice.lines()).hasSize(2);
    }

    @Test
    @DisplayName("the issue date is copied onto the invoice")
    void copiesIssueDate() {
        Invoice invoice = calculator.calculate("FR", ISSUE_DATE,
                List.of(line("A-1", 1, "1.00")));

        assertThat(invoice.issueDate()).isEqualTo(ISSUE_DATE);
    }

    @Test
    @DisplayName("the country code is normalised to upper case")
    void normalisesCountryCode() {
        Invoice invoice = calculator.calculate("fr", ISSUE_DATE,
                List.of(line("A-1", 1, "100.00")));

        assertThat(invoice.country()).isEqualTo("FR");
        assertThat(invoice.tax()).isEqualByComparingTo("20.00");
    }
}
