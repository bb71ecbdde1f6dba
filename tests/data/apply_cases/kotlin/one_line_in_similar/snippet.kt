// ... existing code ...

fun formatPrice(value: BigDecimal): String {
    return "USD " + value.setScale(2).toPlainString()
}

// ... existing code ...
