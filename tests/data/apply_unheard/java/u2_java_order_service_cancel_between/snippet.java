    public Order confirm(UUID orderId) {
        // ... existing code ...
    }

    public Order cancel(UUID orderId, String reason) {
        Order order = require(orderId);
        if (order.getStatus() == OrderStatus.SHIPPED) {
            throw new IllegalStateException("Shipped orders cannot be cancelled");
        }
        order.setCancellationReason(reason);
        order.setStatus(OrderStatus.CANCELLED);
        return repository.save(order);
    }

    public Order ship(UUID orderId, String trackingNumber) {
        // ... existing code ...
    }
