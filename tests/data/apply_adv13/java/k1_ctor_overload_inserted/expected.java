package com.acme.money;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Currency;
import java.util.Objects;

public final class Money implements Comparable<Money> {

    private final long cents;
    private final Currency currency;

    public Money(BigDecimal amount, Currency currency) {
        this(amount.setScale(2, RoundingMode.HALF_EVEN).movePointRight(2).longValueExact(), currency);
    }

    public Money(long cents) {
        this(cents, Currency.getInstance("USD"));
    }

    public Money(long cents, Currency currency) {
        this.cents = cents;
        this.currency = Objects.requireNonNull(currency);
    }

    public long cents() {
        return cents;
    }

    public Currency currency() {
        return currency;
    }

    public Money plus(Money other) {
        requireSameCurrency(other);
        return new Money(cents + other.cents, currency);
    }

    public Money minus(Money other) {
        requireSameCurrency(other);
        return new Money(cents - other.cents, currency);
    }

    private void requireSameCurrency(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException("currency mismatch: " + currency + " vs " + other.currency);
        }
    }

    @Override
    public int compareTo(Money other) {
        requireSameCurrency(other);
        return Long.compare(cents, other.cents);
    }
}
