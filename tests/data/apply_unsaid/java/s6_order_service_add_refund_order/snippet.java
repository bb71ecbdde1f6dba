// ... existing code ...

    public Order refundOrder(long orderId, String reason) {
        Order order = requireOrder(orderId);
        transition(order, OrderStatus.DELIVERED, OrderStatus.REFUNDED);
        order.setRefundReason(reason);
        repository.save(order);
        publisher.publish(OrderEvent.refunded(order));
        log.info("Order {} refunded: {}", orderId, reason);
        return order;
    }
}
