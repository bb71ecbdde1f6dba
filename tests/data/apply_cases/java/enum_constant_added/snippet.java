public enum OrderStatus {
    PENDING("Pending", false),
    AUTHORIZED("Authorized", false),
    DECLINED("Declined", true),
    SHIPPED("Shipped", true),
    CANCELLED("Cancelled", true);

    // ... existing code ...
            case PENDING:
                return next == AUTHORIZED || next == DECLINED || next == CANCELLED;
    // ... existing code ...
}
