package com.acme.orders.model;

public enum OrderStatus {
    PENDING("Pending", false),
    AUTHORIZED("Authorized", false),
    SHIPPED("Shipped", true),
    CANCELLED("Cancelled", true);

    private final String label;
    private final boolean terminal;

    OrderStatus(String label, boolean terminal) {
        this.label = label;
        this.terminal = terminal;
    }

    public String label() {
        return label;
    }

    public boolean isTerminal() {
        return terminal;
    }

    public boolean canTransitionTo(OrderStatus next) {
        if (terminal) {
            return false;
        }
        switch (this) {
            case PENDING:
                return next == AUTHORIZED || next == CANCELLED;
            case AUTHORIZED:
                return next == SHIPPED || next == CANCELLED;
            default:
                return false;
        }
    }
}
