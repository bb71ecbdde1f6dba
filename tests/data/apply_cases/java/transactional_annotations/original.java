package com.acme.orders.service;

import com.acme.orders.model.Order;
import com.acme.orders.model.OrderStatus;
import com.acme.orders.repository.OrderRepository;
import java.math.BigDecimal;
import java.util.List;
import org.springframework.stereotype.Service;

@Service
public class OrderService {

    private final OrderRepository repository;
    private final PaymentGateway payments;

    public OrderService(OrderRepository repository, PaymentGateway payments) {
        this.repository = repository;
        this.payments = payments;
    }

    public Order place(Order order) {
        order.setStatus(OrderStatus.PENDING);
        Order saved = repository.save(order);
        payments.authorize(saved.getId(), saved.getTotal());
        saved.setStatus(OrderStatus.AUTHORIZED);
        return repository.save(saved);
    }

    public Order cancel(long id) {
        Order order = repository.findById(id).orElseThrow();
        payments.release(order.getId());
        order.setStatus(OrderStatus.CANCELLED);
        return repository.save(order);
    }

    public List<Order> openOrders() {
        return repository.findByStatus(OrderStatus.AUTHORIZED);
    }

    public BigDecimal revenue() {
        return repository.findAll().stream()
                .filter(o -> o.getStatus() == OrderStatus.SHIPPED)
                .map(Order::getTotal)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
