object PriceFormatter {
    // ... existing code ...

    fun formatCents(cents: Long, currency: Currency, locale: Locale = Locale.getDefault()): String {
        val amount = BigDecimal.valueOf(cents).movePointLeft(currency.defaultFractionDigits)
        return format(amount, currency, locale)
    }

    // ... deprecated legacyRound() removed ...

    fun formatRange(low: BigDecimal, high: BigDecimal, currency: Currency, locale: Locale = Locale.getDefault()): String {
    // ... existing code ...
}
