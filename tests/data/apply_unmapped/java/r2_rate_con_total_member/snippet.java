public class RateConfirmation {

    // ... existing fields, constructor, getters and status transitions ...

    public BigDecimal getTotalPay() {
        return accessorials.stream()
                .map(Accessorial::getAmount)
                .reduce(lineHaul, BigDecimal::add);
    }

    public static final class Accessorial {
        // ... unchanged ...
    }
}
