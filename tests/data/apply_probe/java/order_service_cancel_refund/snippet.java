// ...
import com.acme.shop.notifications.Notifier;
import com.acme.shop.payments.RefundGateway;
import java.time.Clock;
// ...

    private final Notifier notifier;
    private final RefundGateway refunds;
    private final Clock clock;

    public OrderService(
            OrderRepository orders,
            InventoryClient inventory,
            Notifier notifier,
            RefundGateway refunds,
            Clock clock) {
        this.orders = orders;
        this.inventory = inventory;
        this.notifier = notifier;
        this.refunds = refunds;
        this.clock = clock;
    }

    // ... (unchanged) ...

        order.cancel(reason, Instant.now(clock));
        if (order.isPaid()) {
            refunds.refundInFull(order.paymentId(), reason);
        }
        orders.save(order);
        notifier.orderCancelled(order);
        return order;
    }

    // rest of the class unchanged
