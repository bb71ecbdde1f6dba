package com.example.billing;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;

public class InvoiceCalculator {

    private final DiscountPolicy discountPolicy;
    private final BigDecimal taxRate;
    private final Clock clock;

    public InvoiceCalculator(DiscountPolicy discountPolicy, BigDecimal taxRate, Clock clock) {
        this.discountPolicy = Objects.requireNonNull(discountPolicy);
        this.taxRate = Objects.requireNonNull(taxRate);
        this.clock = Objects.requireNonNull(clock);
    }

    public Invoice build(Order order, Customer customer) {
        BigDecimal sum = BigDecimal.ZERO;
        for (OrderLine line : order.getLines()) {
            sum = sum.add(line.getUnitPrice().multiply(BigDecimal.valueOf(line.getQuantity())));
        }

        BigDecimal discount = discountPolicy.discountFor(customer, sum);
        String currency = order.getCurrency();
        LocalDate issued = LocalDate.now(clock);
        LocalDate due = issued.plusDays(customer.getPaymentTermsDays());

        BigDecimal taxable = sum.subtract(discount);
        BigDecimal tax = taxable.multiply(taxRate).setScale(2, RoundingMode.HALF_UP);
        return new Invoice(order.getId(), customer.getId(), currency, sum, discount, tax,
                taxable.add(tax), issued, due);
    }

    public CreditNote creditNote(Invoice invoice, List<OrderLine> returned) {
        BigDecimal sum = BigDecimal.ZERO;
        for (OrderLine line : returned) {
            sum = sum.add(line.getUnitPrice().multiply(BigDecimal.valueOf(line.getQuantity())));
        }

        BigDecimal tax = sum.multiply(taxRate).setScale(2, RoundingMode.HALF_UP);
        LocalDate issued = LocalDate.now(clock);
        return new CreditNote(invoice.getId(), invoice.getCurrency(), sum, tax, sum.add(tax), issued);
    }

    public BigDecimal outstanding(List<Invoice> invoices) {
        BigDecimal sum = BigDecimal.ZERO;
        for (Invoice invoice : invoices) {
            if (!invoice.isPaid()) {
                sum = sum.add(invoice.getTotal());
            }
        }
        return sum;
    }

    public boolean isOverdue(Invoice invoice) {
        return !invoice.isPaid() && invoice.getDueDate().isBefore(LocalDate.now(clock));
    }
}
