// ... keep existing code
import com.acme.shop.inventory.InventoryClient;
import com.acme.shop.notify.NotificationClient;
import com.acme.shop.payment.PaymentGateway;
// ... keep existing code

    private final PaymentGateway payments;
    private final NotificationClient notifications;
    private final Clock clock;

    public OrderService(CartRepository carts,
                        OrderRepository orders,
                        InventoryClient inventory,
                        PaymentGateway payments,
                        NotificationClient notifications,
                        Clock clock) {
        this.carts = carts;
        this.orders = orders;
        this.inventory = inventory;
        this.payments = payments;
        this.notifications = notifications;
        this.clock = clock;
    }

    @Transactional
    public Order placeOrder(UUID cartId, String paymentToken) {
        // ... keep existing code
        log.info("order {} placed for customer {} ({})", order.id(), order.customerId(), total);
        notifications.orderConfirmed(order.customerId(), order.id());
        return order;
    }

    @Transactional
    public void cancelOrder(UUID orderId) {
        // ... keep existing code
        log.info("order {} cancelled", orderId);
        notifications.orderCancelled(order.customerId(), orderId);
    }

// ... keep existing code
