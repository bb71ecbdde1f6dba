package com.example.billing;

import java.math.BigDecimal;

public class InvoiceLine {
    private final String sku;
    private final int quantity;
    private final BigDecimal unitPrice;

    public InvoiceLine(String sku, int quantity, BigDecimal unitPrice) {
        this.sku = sku;
        this.quantity = quantity;
        this.unitPrice = unitPrice;
    }

    public BigDecimal total() {
        return unitPrice.multiply(BigDecimal.valueOf(quantity));
    }
}
