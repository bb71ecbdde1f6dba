// ... existing code ...

fun formatPercent(value: BigDecimal, scale: Int = PERCENT_SCALE): String {
    val format = NumberFormat.getPercentInstance(Locale.US)
    format.minimumFractionDigits = scale
    format.maximumFractionDigits = scale
    return format.format(value)
}

// ... existing code ...

fun formatDiscount(original: BigDecimal, discounted: BigDecimal, currency: Currency): String {
    val saved = original - discounted
    if (saved.signum() <= 0) return ""
    val ratio = saved.divide(original, 4, RoundingMode.HALF_EVEN)
    return "Save ${formatPrice(saved, currency)} (${formatPercent(ratio, scale = 0)})"
}

// ... existing code ...
