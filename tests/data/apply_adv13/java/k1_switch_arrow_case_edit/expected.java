package com.acme.orders;

public enum OrderStatus {
    PENDING,
    PAID,
    SHIPPED,
    CANCELLED;

    public String label() {
        return switch (this) {
            case PENDING -> "Awaiting payment";
            case PAID -> "Paid";
            case SHIPPED -> "Shipped";
            case CANCELLED -> "Cancelled";
        };
    }

    public String badgeColor() {
        return switch (this) {
            case PENDING -> "gray";
            case PAID -> "indigo";
            case SHIPPED -> "green";
            case CANCELLED -> "red";
        };
    }

    public boolean isFinal() {
        return this == SHIPPED || this == CANCELLED;
    }
}
