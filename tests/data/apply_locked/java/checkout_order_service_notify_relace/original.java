package com.acme.shop.checkout;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import com.acme.shop.cart.Cart;
import com.acme.shop.cart.CartRepository;
import com.acme.shop.inventory.InventoryClient;
import com.acme.shop.payment.PaymentGateway;
import com.acme.shop.payment.PaymentResult;

@Service
public class OrderService {

    private static final Logger log = LoggerFactory.getLogger(OrderService.class);

    private final CartRepository carts;
    private final OrderRepository orders;
    private final InventoryClient inventory;
    private final PaymentGateway payments;
    private final Clock clock;

    public OrderService(CartRepository carts,
                        OrderRepository orders,
                        InventoryClient inventory,
                        PaymentGateway payments,
                        Clock clock) {
        this.carts = carts;
        this.orders = orders;
        this.inventory = inventory;
        this.payments = payments;
        this.clock = clock;
    }

    @Transactional
    public Order placeOrder(UUID cartId, String paymentToken) {
        Cart cart = carts.findById(cartId)
                .orElseThrow(() -> new CheckoutException("cart not found: " + cartId));
        if (cart.isEmpty()) {
            throw new CheckoutException("cart is empty");
        }
        inventory.reserve(cart.lines());

        BigDecimal total = cart.total();
        PaymentResult result = payments.charge(paymentToken, total);
        if (!result.succeeded()) {
            inventory.release(cart.lines());
            throw new CheckoutException("payment declined: " + result.reason());
        }

        Order order = new Order(UUID.randomUUID(), cart.customerId(), cart.lines(), total,
                result.transactionId(), Instant.now(clock));
        orders.save(order);
        carts.delete(cart);
        log.info("order {} placed for customer {} ({})", order.id(), order.customerId(), total);
        return order;
    }

    @Transactional
    public void cancelOrder(UUID orderId) {
        Order order = orders.findById(orderId)
                .orElseThrow(() -> new CheckoutException("order not found: " + orderId));
        if (order.isShipped()) {
            throw new CheckoutException("order already shipped: " + orderId);
        }
        payments.refund(order.transactionId(), order.total());
        inventory.release(order.lines());
        orders.save(order.cancelled(Instant.now(clock)));
        log.info("order {} cancelled", orderId);
    }

    public List<Order> ordersFor(UUID customerId) {
        return orders.findByCustomerIdOrderByPlacedAtDesc(customerId);
    }
}
