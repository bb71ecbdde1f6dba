// ... existing code ...

fun formatPrice(
    amountMinor: Long,
    currencyCode: String,
    locale: Locale = Locale.getDefault(),
    showCents: Boolean = true,
): String {
    val formatter = formatterFor(currencyCode, locale)
    val digits = formatter.currency?.defaultFractionDigits ?: 2
    val amount = BigDecimal.valueOf(amountMinor).movePointLeft(digits)
    if (!showCents) {
        val whole = (formatter.clone() as NumberFormat).apply {
            minimumFractionDigits = 0
            maximumFractionDigits = 0
        }
        return whole.format(amount)
    }
    return formatter.format(amount)
}

// ... existing code ...
