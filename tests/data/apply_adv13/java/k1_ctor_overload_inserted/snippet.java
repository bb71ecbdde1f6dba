// ... existing code ...
    private final long cents;
    private final Currency currency;

    public Money(BigDecimal amount, Currency currency) {
        this(amount.setScale(2, RoundingMode.HALF_EVEN).movePointRight(2).longValueExact(), currency);
    }

    // ... existing code ...
