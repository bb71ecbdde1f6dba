package com.example.shop.orders;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.example.shop.inventory.InventoryClient;
import com.example.shop.orders.events.OrderEventPublisher;

@Service
public class OrderService {

    private final OrderRepository repository;
    private final InventoryClient inventory;
    private final OrderEventPublisher events;
    private final Clock clock;

    public OrderService(OrderRepository repository, InventoryClient inventory,
                        OrderEventPublisher events, Clock clock) {
        this.repository = Objects.requireNonNull(repository);
        this.inventory = Objects.requireNonNull(inventory);
        this.events = Objects.requireNonNull(events);
        this.clock = Objects.requireNonNull(clock);
    }

    @Transactional(readOnly = true)
    public Order getOrder(long orderId) {
        return findOrThrow(orderId);
    }

    @Transactional(readOnly = true)
    public List<Order> listOrders(long customerId) {
        return repository.findByCustomerIdOrderByCreatedAtDesc(customerId);
    }

    @Transactional
    public Order placeOrder(long customerId, List<OrderLine> lines) {
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("An order needs at least one line");
        }
        inventory.reserve(lines);
        Order order = new Order(customerId, lines, Instant.now(clock));
        order = repository.save(order);
        events.orderPlaced(order);
        return order;
    }

    @Transactional
    public Order markShipped(long orderId, String trackingNumber) {
        Order order = findOrThrow(orderId);
        order.setStatus(OrderStatus.SHIPPED);
        order.setTrackingNumber(trackingNumber);
        order.setShippedAt(Instant.now(clock));
        events.orderShipped(order);
        return repository.save(order);
    }

    private Order findOrThrow(long orderId) {
        return repository.findById(orderId)
                .orElseThrow(() -> new OrderNotFoundException(orderId));
    }
}
