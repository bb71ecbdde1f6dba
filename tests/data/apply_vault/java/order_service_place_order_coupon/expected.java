package com.example.shop.orders;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import com.example.shop.customers.Customer;
import com.example.shop.pricing.PriceCalculator;

public class OrderService {

    private final OrderRepository repository;
    private final PriceCalculator pricing;
    private final Clock clock;

    public OrderService(OrderRepository repository, PriceCalculator pricing, Clock clock) {
        this.repository = repository;
        this.pricing = pricing;
        this.clock = clock;
    }

    public Order placeOrder(Customer customer, List<LineItem> items, String couponCode) {
        if (items.isEmpty()) {
            throw new IllegalArgumentException("an order needs at least one line item");
        }
        BigDecimal subtotal = pricing.subtotal(items);
        if (couponCode != null && !couponCode.isBlank()) {
            subtotal = subtotal.subtract(pricing.discount(subtotal, couponCode.trim().toUpperCase()));
        }
        BigDecimal tax = pricing.tax(subtotal, customer.getAddress());
        Order order = new Order(customer.getId(), items, subtotal, tax, Instant.now(clock));
        return repository.save(order);
    }

    public Optional<Order> findOrder(String orderId) {
        return repository.findById(orderId);
    }

    public List<Order> ordersFor(Customer customer) {
        return repository.findByCustomerId(customer.getId());
    }

    public Order cancelOrder(String orderId) {
        Order order = repository.findById(orderId)
                .orElseThrow(() -> new OrderNotFoundException(orderId));
        if (order.getStatus() != OrderStatus.PENDING) {
            throw new IllegalStateException("only pending orders can be cancelled: " + orderId);
        }
        order.setStatus(OrderStatus.CANCELLED);
        return repository.save(order);
    }

    public Order markShipped(String orderId, String trackingNumber) {
        Order order = repository.findById(orderId)
                .orElseThrow(() -> new OrderNotFoundException(orderId));
        order.setStatus(OrderStatus.SHIPPED);
        order.setTrackingNumber(trackingNumber);
        return repository.save(order);
    }
}
