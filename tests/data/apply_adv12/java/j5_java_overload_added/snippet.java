import java.util.List;
import java.util.stream.Collectors;

public class OrderService {
    // ... existing code ...

    public List<Order> findByCustomer(long customerId) {
        return findByCustomer(customerId, 0, 50);
    }

    public List<Order> findByCustomer(long customerId, OrderStatus status) {
        return findByCustomer(customerId, 0, 50).stream()
                .filter(o -> o.getStatus() == status)
                .collect(Collectors.toList());
    }

    // ... existing code ...
}
