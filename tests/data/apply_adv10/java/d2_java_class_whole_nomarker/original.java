package com.acme.billing;

import java.math.BigDecimal;

public final class InvoiceNumber {
    private final String prefix;
    private final int year;
    private final long sequence;

    public InvoiceNumber(String prefix, int year, long sequence) {
        if (prefix == null || prefix.isBlank()) {
            throw new IllegalArgumentException("prefix is required");
        }
        if (sequence <= 0) {
            throw new IllegalArgumentException("sequence must be positive");
        }
        this.prefix = prefix;
        this.year = year;
        this.sequence = sequence;
    }

    public String prefix() {
        return prefix;
    }

    public int year() {
        return year;
    }

    public long sequence() {
        return sequence;
    }

    @Override
    public String toString() {
        return String.format("%s-%d-%05d", prefix, year, sequence);
    }
}
