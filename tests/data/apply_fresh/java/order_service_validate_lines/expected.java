package com.example.shop.orders;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.List;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.example.shop.catalog.Product;
import com.example.shop.catalog.ProductRepository;
import com.example.shop.payments.PaymentGateway;

@Service
public class OrderService {

    private final OrderRepository orders;
    private final ProductRepository products;
    private final PaymentGateway payments;
    private final Clock clock;

    public OrderService(OrderRepository orders, ProductRepository products, PaymentGateway payments, Clock clock) {
        this.orders = orders;
        this.products = products;
        this.payments = payments;
        this.clock = clock;
    }

    @Transactional
    public Order placeOrder(long customerId, List<OrderLine> lines) {
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("order must contain at least one line");
        }
        BigDecimal total = BigDecimal.ZERO;
        for (OrderLine line : lines) {
            if (line.quantity() <= 0) {
                throw new IllegalArgumentException("quantity must be positive for product " + line.productId());
            }
            Product product = products.findById(line.productId())
                    .orElseThrow(() -> new UnknownProductException(line.productId()));
            if (!product.active()) {
                throw new UnknownProductException(line.productId());
            }
            total = total.add(product.price().multiply(BigDecimal.valueOf(line.quantity())));
        }
        Order order = new Order(customerId, List.copyOf(lines), total, Instant.now(clock));
        return orders.save(order);
    }

    @Transactional
    public Order pay(long orderId, String paymentToken) {
        Order order = orders.findById(orderId).orElseThrow(() -> new OrderNotFoundException(orderId));
        if (order.isPaid()) {
            return order;
        }
        String chargeId = payments.charge(paymentToken, order.total());
        order.markPaid(chargeId, Instant.now(clock));
        return orders.save(order);
    }

    @Transactional
    public void cancel(long orderId) {
        Order order = orders.findById(orderId).orElseThrow(() -> new OrderNotFoundException(orderId));
        if (order.isPaid()) {
            payments.refund(order.chargeId());
        }
        order.markCancelled(Instant.now(clock));
        orders.save(order);
    }
}
