package com.example.billing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class TaxCalculatorTest {

    private TaxCalculator calculator;

    @BeforeEach
    void setUp() {
        calculator = new TaxCalculator(new BigDecimal("0.20"));
    }

    @Test
    void addsTaxToNetAmount() {
        assertThat(calculator.gross(new BigDecimal("100.00"))).isEqualByComparingTo("120.00");
    }

    @Test
    void roundsHalfUpToCents() {
        assertThat(calculator.gross(new BigDecimal("0.05"))).isEqualByComparingTo("0.06");
    }

    @Test
    void zeroStaysZero() {
        assertThat(calculator.gross(BigDecimal.ZERO)).isEqualByComparingTo("0.00");
    }

    @Test
    void rejectsNegativeAmounts() {
        assertThatThrownBy(() -> calculator.gross(new BigDecimal("-1")))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
