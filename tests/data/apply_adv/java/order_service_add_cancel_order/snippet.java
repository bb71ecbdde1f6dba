public class OrderService {

    // ... existing fields, constructor and methods ...

    @Transactional
    public Order cancelOrder(long orderId, String reason) {
        Order order = findOrThrow(orderId);
        if (order.getStatus() == OrderStatus.SHIPPED) {
            throw new IllegalStateException("Order " + orderId + " has already shipped");
        }
        inventory.release(order.getLines());
        order.setStatus(OrderStatus.CANCELLED);
        order.setCancellationReason(reason);
        order.setCancelledAt(Instant.now(clock));
        events.orderCancelled(order);
        return repository.save(order);
    }
}
