@Repository
public class JdbcOrderRepository implements OrderRepository {

    // ... existing code ...

    @Override
    public List<Order> findByStatus(OrderStatus status, int limit) {
        return jdbc.query(
                SELECT_ALL + " WHERE o.status = ? ORDER BY o.created_at DESC LIMIT ?",
                ROW_MAPPER,
                status.name(),
                limit);
    }
}
