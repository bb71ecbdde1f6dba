package com.example.billing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TaxCalculatorTest {

    private TaxCalculator calculator;

    @BeforeEach
    void setUp() {
        calculator = new TaxCalculator(new BigDecimal("0.20"));
    }

    @ParameterizedTest
    @CsvSource({"100.00, 120.00", "0.05, 0.06", "0, 0.00", "19.99, 23.99"})
    void addsTaxAndRoundsHalfUp(String net, String expectedGross) {
        assertThat(calculator.gross(new BigDecimal(net))).isEqualByComparingTo(expectedGross);
    }

    @Test
    void rejectsNegativeAmounts() {
        assertThatThrownBy(() -> calculator.gross(new BigDecimal("-1")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("negative");
    }
}
