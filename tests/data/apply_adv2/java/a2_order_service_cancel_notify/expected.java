package com.acme.shop.orders;

import com.acme.shop.notifications.NotificationGateway;
import com.acme.shop.notifications.OrderNotification;
import java.time.Clock;
import java.time.Instant;
import java.util.UUID;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    private final OrderRepository orderRepository;
    private final NotificationGateway notifications;
    private final Clock clock;

    public OrderService(OrderRepository orderRepository, NotificationGateway notifications, Clock clock) {
        this.orderRepository = orderRepository;
        this.notifications = notifications;
        this.clock = clock;
    }

    @Transactional
    public Order confirm(UUID orderId) {
        Order order = load(orderId);
        order.requireStatus(OrderStatus.PENDING);
        order.setStatus(OrderStatus.CONFIRMED);
        order.setConfirmedAt(Instant.now(clock));
        return notifyAndReturn(orderRepository.save(order), OrderNotification.CONFIRMED);
    }

    @Transactional
    public Order ship(UUID orderId, String trackingNumber) {
        Order order = load(orderId);
        order.requireStatus(OrderStatus.CONFIRMED);
        order.setStatus(OrderStatus.SHIPPED);
        order.setTrackingNumber(trackingNumber);
        order.setShippedAt(Instant.now(clock));
        return notifyAndReturn(orderRepository.save(order), OrderNotification.SHIPPED);
    }

    @Transactional
    public Order cancel(UUID orderId, String reason) {
        Order order = load(orderId);
        if (order.getStatus() == OrderStatus.SHIPPED || order.getStatus() == OrderStatus.DELIVERED) {
            throw new IllegalOrderStateException(orderId, order.getStatus(), "cancel");
        }
        order.setStatus(OrderStatus.CANCELLED);
        order.setCancellationReason(reason);
        order.setCancelledAt(Instant.now(clock));
        return notifyAndReturn(orderRepository.save(order), OrderNotification.CANCELLED);
    }

    @Transactional
    public Order markDelivered(UUID orderId) {
        Order order = load(orderId);
        order.requireStatus(OrderStatus.SHIPPED);
        order.setStatus(OrderStatus.DELIVERED);
        order.setDeliveredAt(Instant.now(clock));
        return orderRepository.save(order);
    }

    private Order load(UUID orderId) {
        return orderRepository.findById(orderId).orElseThrow(() -> new OrderNotFoundException(orderId));
    }

    private Order notifyAndReturn(Order order, OrderNotification kind) {
        notifications.send(order.getCustomerId(), kind, order.getId());
        return order;
    }
}
