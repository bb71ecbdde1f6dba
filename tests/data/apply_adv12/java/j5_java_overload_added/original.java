package com.acme.orders;

import java.util.List;
import java.util.stream.Collectors;

public class OrderService {
    private final OrderRepository repo;
    private final Clock clock;

    public OrderService(OrderRepository repo, Clock clock) {
        this.repo = repo;
        this.clock = clock;
    }

    public List<Order> findByCustomer(long customerId) {
        return findByCustomer(customerId, 0, 50);
    }

    public List<Order> findByCustomer(long customerId, int offset, int limit) {
        if (limit <= 0) {
            throw new IllegalArgumentException("limit must be positive");
        }
        return repo.findByCustomer(customerId, offset, limit);
    }

    public Order cancel(long orderId) {
        Order order = repo.get(orderId);
        order.setStatus(OrderStatus.CANCELLED);
        order.setUpdatedAt(clock.instant());
        return repo.save(order);
    }
}
