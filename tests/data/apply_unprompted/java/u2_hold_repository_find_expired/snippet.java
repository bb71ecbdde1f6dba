public class JdbcHoldRepository implements HoldRepository {

    // ... existing code ...

    @Override
    public List<Hold> findExpiredBefore(LocalDate cutoff) {
        return jdbc.query(
                "SELECT * FROM ill_holds WHERE status = 'READY_FOR_PICKUP' AND pickup_deadline < ?",
                ROW_MAPPER,
                Date.valueOf(cutoff));
    }
}
