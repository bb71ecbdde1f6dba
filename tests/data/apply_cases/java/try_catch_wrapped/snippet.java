public class OrderService {
    // ... existing code ...

    public Order place(Order order) {
        order.setStatus(OrderStatus.PENDING);
        Order saved = repository.save(order);
        try {
            payments.authorize(saved.getId(), saved.getTotal());
            saved.setStatus(OrderStatus.AUTHORIZED);
        } catch (PaymentDeclinedException e) {
            saved.setStatus(OrderStatus.DECLINED);
        }
        return repository.save(saved);
    }

    // ... existing code ...
}
