package com.acme.orders.service;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

import com.acme.orders.domain.Order;
import com.acme.orders.domain.OrderLine;
import com.acme.orders.domain.OrderStatus;
import com.acme.orders.repository.OrderRepository;

public class OrderService {

    private final OrderRepository repository;
    private final Clock clock;

    public OrderService(OrderRepository repository, Clock clock) {
        this.repository = repository;
        this.clock = clock;
    }

    public Order create(UUID customerId, List<OrderLine> lines) {
        if (lines == null || lines.isEmpty()) {
            throw new IllegalArgumentException("An order needs at least one line");
        }
        Order order = new Order(UUID.randomUUID(), customerId, lines);
        order.setStatus(OrderStatus.PENDING);
        order.setCreatedAt(Instant.now(clock));
        return repository.save(order);
    }

    public Optional<Order> find(UUID orderId) {
        return repository.findById(orderId);
    }

    public Order confirm(UUID orderId) {
        Order order = require(orderId);
        if (order.getStatus() != OrderStatus.PENDING) {
            throw new IllegalStateException("Only pending orders can be confirmed");
        }
        order.setStatus(OrderStatus.CONFIRMED);
        return repository.save(order);
    }

    public Order ship(UUID orderId, String trackingNumber) {
        Order order = require(orderId);
        if (order.getStatus() != OrderStatus.CONFIRMED) {
            throw new IllegalStateException("Only confirmed orders can be shipped");
        }
        order.setTrackingNumber(trackingNumber);
        order.setStatus(OrderStatus.SHIPPED);
        return repository.save(order);
    }

    public BigDecimal total(UUID orderId) {
        return require(orderId).getLines().stream()
                .map(line -> line.getUnitPrice().multiply(BigDecimal.valueOf(line.getQuantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    private Order require(UUID orderId) {
        return repository.findById(orderId)
                .orElseThrow(() -> new IllegalArgumentException("Unknown order " + orderId));
    }
}
