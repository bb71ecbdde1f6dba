package com.acme.shop.order;

import com.acme.shop.catalog.Product;
import com.acme.shop.catalog.ProductRepository;
import com.acme.shop.customer.Customer;
import com.acme.shop.customer.CustomerRepository;
import com.acme.shop.order.dto.OrderLineRequest;
import com.acme.shop.order.dto.OrderRequest;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class OrderService {

    private static final Logger log = LoggerFactory.getLogger(OrderService.class);
    private static final BigDecimal FREE_SHIPPING_THRESHOLD = new BigDecimal("50.00");
    private static final BigDecimal SHIPPING_FEE = new BigDecimal("4.95");

    private final OrderRepository orders;
    private final ProductRepository products;
    private final CustomerRepository customers;
    private final Clock clock;

    public OrderService(OrderRepository orders, ProductRepository products,
                        CustomerRepository customers, Clock clock) {
        this.orders = orders;
        this.products = products;
        this.customers = customers;
        this.clock = clock;
    }

    @Transactional
    public Order placeOrder(long customerId, OrderRequest request) {
        Customer customer = customers.findById(customerId)
                .orElseThrow(() -> new CustomerNotFoundException(customerId));
        List<OrderLine> lines = new ArrayList<>();
        for (OrderLineRequest lr : request.lines()) {
            Product product = products.findBySku(lr.sku())
                    .orElseThrow(() -> new ProductNotFoundException(lr.sku()));
            if (product.getStock() < lr.quantity()) {
                throw new InsufficientStockException(lr.sku(), product.getStock(), lr.quantity());
            }
            product.setStock(product.getStock() - lr.quantity());
            lines.add(new OrderLine(product.getSku(), lr.quantity(), product.getPrice()));
        }
        BigDecimal subtotal = subtotal(lines);
        BigDecimal shipping = subtotal.compareTo(FREE_SHIPPING_THRESHOLD) >= 0 ? BigDecimal.ZERO : SHIPPING_FEE;
        Order order = new Order(customer.getId(), lines, subtotal, shipping, Instant.now(clock));
        Order saved = orders.save(order);
        log.info("order {} placed for customer {} total {}", saved.getId(), customerId, saved.getTotal());
        return saved;
    }

    @Transactional
    public Order cancelOrder(long orderId) {
        Order order = orders.findById(orderId)
                .orElseThrow(() -> new OrderNotFoundException(orderId));
        if (order.getStatus() != OrderStatus.PLACED) {
            throw new IllegalStateException("only placed orders can be cancelled, was " + order.getStatus());
        }
        for (OrderLine line : order.getLines()) {
            products.findBySku(line.sku()).ifPresent(p -> p.setStock(p.getStock() + line.quantity()));
        }
        order.setStatus(OrderStatus.CANCELLED);
        order.setCancelledAt(Instant.now(clock));
        return orders.save(order);
    }

    @Transactional(readOnly = true)
    public List<Order> recentOrders(long customerId, int limit) {
        return orders.findByCustomerIdOrderByPlacedAtDesc(customerId).stream()
                .limit(limit)
                .toList();
    }

    static BigDecimal subtotal(List<OrderLine> lines) {
        return lines.stream()
                .map(l -> l.unitPrice().multiply(BigDecimal.valueOf(l.quantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }
}
