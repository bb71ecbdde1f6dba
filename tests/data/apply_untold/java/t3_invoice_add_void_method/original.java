package com.acme.billing.invoice;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

public class Invoice {

    private final String number;
    private final String customerId;
    private final LocalDate issuedOn;
    private final List<InvoiceLine> lines = new ArrayList<>();
    private InvoiceStatus status = InvoiceStatus.DRAFT;

    public Invoice(String number, String customerId, LocalDate issuedOn) {
        this.number = Objects.requireNonNull(number, "number");
        this.customerId = Objects.requireNonNull(customerId, "customerId");
        this.issuedOn = Objects.requireNonNull(issuedOn, "issuedOn");
    }

    public String getNumber() {
        return number;
    }

    public String getCustomerId() {
        return customerId;
    }

    public LocalDate getIssuedOn() {
        return issuedOn;
    }

    public InvoiceStatus getStatus() {
        return status;
    }

    public List<InvoiceLine> getLines() {
        return Collections.unmodifiableList(lines);
    }

    public void addLine(InvoiceLine line) {
        if (status != InvoiceStatus.DRAFT) {
            throw new IllegalStateException("Cannot modify invoice " + number + " in status " + status);
        }
        lines.add(Objects.requireNonNull(line, "line"));
    }

    public BigDecimal subtotal() {
        return lines.stream()
                .map(InvoiceLine::total)
                .reduce(BigDecimal.ZERO, BigDecimal::add)
                .setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal taxTotal() {
        return lines.stream()
                .map(InvoiceLine::tax)
                .reduce(BigDecimal.ZERO, BigDecimal::add)
                .setScale(2, RoundingMode.HALF_UP);
    }

    public BigDecimal grandTotal() {
        return subtotal().add(taxTotal());
    }

    public void issue() {
        if (lines.isEmpty()) {
            throw new IllegalStateException("Cannot issue an empty invoice");
        }
        status = InvoiceStatus.ISSUED;
    }

    public void markPaid() {
        if (status != InvoiceStatus.ISSUED) {
            throw new IllegalStateException("Only issued invoices can be paid");
        }
        status = InvoiceStatus.PAID;
    }
}
