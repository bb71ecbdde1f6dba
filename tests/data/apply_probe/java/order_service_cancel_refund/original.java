package com.acme.shop.orders;

import com.acme.shop.inventory.InventoryClient;
import com.acme.shop.notifications.Notifier;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    private final OrderRepository orders;
    private final InventoryClient inventory;
    private final Notifier notifier;
    private final Clock clock;

    public OrderService(OrderRepository orders, InventoryClient inventory, Notifier notifier, Clock clock) {
        this.orders = orders;
        this.inventory = inventory;
        this.notifier = notifier;
        this.clock = clock;
    }

    @Transactional
    public Order placeOrder(UUID customerId, List<OrderLine> lines) {
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("an order needs at least one line");
        }
        for (OrderLine line : lines) {
            inventory.reserve(line.sku(), line.quantity());
        }
        Order order = Order.create(customerId, lines, Instant.now(clock));
        orders.save(order);
        notifier.orderPlaced(order);
        return order;
    }

    @Transactional
    public Order markShipped(UUID orderId, String trackingNumber) {
        Order order = orders.findById(orderId).orElseThrow(() -> new OrderNotFoundException(orderId));
        order.ship(trackingNumber, Instant.now(clock));
        orders.save(order);
        notifier.orderShipped(order);
        return order;
    }

    @Transactional
    public Order cancelOrder(UUID orderId, String reason) {
        Order order = orders.findById(orderId).orElseThrow(() -> new OrderNotFoundException(orderId));
        if (order.status() == OrderStatus.SHIPPED) {
            throw new IllegalStateException("shipped orders cannot be cancelled");
        }
        for (OrderLine line : order.lines()) {
            inventory.release(line.sku(), line.quantity());
        }
        order.cancel(reason, Instant.now(clock));
        orders.save(order);
        notifier.orderCancelled(order);
        return order;
    }

    public List<Order> openOrders(UUID customerId) {
        return orders.findByCustomerIdAndStatusIn(
                customerId, List.of(OrderStatus.PLACED, OrderStatus.PACKED));
    }
}
