package com.example.shop.order;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.example.shop.customer.Customer;
import com.example.shop.customer.CustomerRepository;
import com.example.shop.inventory.InventoryService;

@Service
public class OrderService {

    private final OrderRepository orders;
    private final CustomerRepository customers;
    private final InventoryService inventory;
    private final Clock clock;

    public OrderService(OrderRepository orders, CustomerRepository customers,
                        InventoryService inventory, Clock clock) {
        this.orders = orders;
        this.customers = customers;
        this.inventory = inventory;
        this.clock = clock;
    }

    @Transactional(readOnly = true)
    public Optional<Order> findById(long id) {
        return orders.findById(id);
    }

    @Transactional(readOnly = true)
    public List<Order> findByCustomer(long customerId) {
        return orders.findByCustomerIdOrderByCreatedAtDesc(customerId);
    }

    @Transactional
    public Order placeOrder(long customerId, List<OrderLine> lines) {
        Customer customer = customers.findById(customerId)
                .orElseThrow(() -> new IllegalArgumentException("Unknown customer " + customerId));
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("Order must contain at least one line");
        }
        BigDecimal total = lines.stream()
                .map(OrderLine::lineTotal)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        Order order = new Order();
        order.setCustomer(customer);
        order.setLines(lines);
        order.setTotal(total);
        order.setStatus(OrderStatus.PENDING);
        order.setCreatedAt(Instant.now(clock));
        return orders.save(order);
    }

    @Transactional
    public Order cancelOrder(long orderId) {
        Order order = orders.findById(orderId)
                .orElseThrow(() -> new IllegalArgumentException("Unknown order " + orderId));
        if (order.getStatus() == OrderStatus.SHIPPED) {
            throw new IllegalStateException("Cannot cancel a shipped order");
        }
        order.setStatus(OrderStatus.CANCELLED);
        return orders.save(order);
    }

    @Transactional
    public Order markShipped(long orderId, String trackingNumber) {
        Order order = orders.findById(orderId)
                .orElseThrow(() -> new IllegalArgumentException("Unknown order " + orderId));
        if (order.getStatus() != OrderStatus.PAID) {
            throw new IllegalStateException("Only paid orders can be shipped");
        }
        order.setTrackingNumber(trackingNumber);
        order.setStatus(OrderStatus.SHIPPED);
        order.setShippedAt(Instant.now(clock));
        return orders.save(order);
    }
}
