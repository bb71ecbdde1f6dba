@Column(nullable = false, length = 32)
private String number;

@Column(nullable = false, length = 3)
private String currency = "EUR";

// ... existing code ...

public BigDecimal getTotal() {
    return total;
}

public String getCurrency() {
    return currency;
}

// ... existing code ...
