package com.acme.orders.service;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.acme.orders.domain.Order;
import com.acme.orders.domain.OrderStatus;
import com.acme.orders.events.OrderEvent;
import com.acme.orders.events.OrderEventPublisher;
import com.acme.orders.repo.OrderRepository;

public class OrderService {

    private static final Logger log = LoggerFactory.getLogger(OrderService.class);

    private final OrderRepository repository;
    private final OrderEventPublisher publisher;
    private final Clock clock;

    public OrderService(OrderRepository repository, OrderEventPublisher publisher, Clock clock) {
        this.repository = Objects.requireNonNull(repository);
        this.publisher = Objects.requireNonNull(publisher);
        this.clock = Objects.requireNonNull(clock);
    }

    private Order requireOrder(long orderId) {
        return repository.findById(orderId)
                .orElseThrow(() -> new OrderNotFoundException(orderId));
    }

    private void transition(Order order, OrderStatus from, OrderStatus to) {
        if (order.getStatus() != from) {
            throw new IllegalOrderStateException(order.getId(), order.getStatus(), to);
        }
        order.setStatus(to);
        order.setUpdatedAt(Instant.now(clock));
    }

    public List<Order> listOpenOrders(long customerId) {
        return repository.findByCustomerAndStatus(customerId, OrderStatus.OPEN);
    }

    public Order confirmOrder(long orderId) {
        Order order = requireOrder(orderId);
        transition(order, OrderStatus.OPEN, OrderStatus.CONFIRMED);
        repository.save(order);
        publisher.publish(OrderEvent.confirmed(order));
        log.info("Order {} confirmed", orderId);
        return order;
    }

    public Order shipOrder(long orderId, String trackingNumber) {
        Order order = requireOrder(orderId);
        transition(order, OrderStatus.CONFIRMED, OrderStatus.SHIPPED);
        order.setTrackingNumber(trackingNumber);
        repository.save(order);
        publisher.publish(OrderEvent.shipped(order));
        log.info("Order {} shipped with tracking {}", orderId, trackingNumber);
        return order;
    }

    public Order deliverOrder(long orderId) {
        Order order = requireOrder(orderId);
        transition(order, OrderStatus.SHIPPED, OrderStatus.DELIVERED);
        repository.save(order);
        publisher.publish(OrderEvent.delivered(order));
        log.info("Order {} delivered", orderId);
        return order;
    }

    public Order cancelOrder(long orderId, String reason) {
        Order order = requireOrder(orderId);
        transition(order, OrderStatus.OPEN, OrderStatus.CANCELLED);
        order.setCancellationReason(reason);
        repository.save(order);
        publisher.publish(OrderEvent.cancelled(order));
        log.info("Order {} cancelled: {}", orderId, reason);
        return order;
    }

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
