package com.example.shop.ui.format

import java.math.BigDecimal
import java.text.NumberFormat
import java.util.Currency
import java.util.Locale

private val cache = mutableMapOf<Pair<String, Locale>, NumberFormat>()

private fun formatterFor(currencyCode: String, locale: Locale): NumberFormat =
    cache.getOrPut(currencyCode to locale) {
        NumberFormat.getCurrencyInstance(locale).apply {
            currency = Currency.getInstance(currencyCode)
        }
    }

fun formatPrice(amountMinor: Long, currencyCode: String, locale: Locale = Locale.getDefault()): String {
    val formatter = formatterFor(currencyCode, locale)
    val digits = formatter.currency?.defaultFractionDigits ?: 2
    val amount = BigDecimal.valueOf(amountMinor).movePointLeft(digits)
    return formatter.format(amount)
}

fun formatDiscount(percent: Int): String {
    require(percent in 0..100) { "percent out of range: $percent" }
    return "-$percent%"
}

fun formatPriceRange(
    minMinor: Long,
    maxMinor: Long,
    currencyCode: String,
    locale: Locale = Locale.getDefault(),
): String {
    if (minMinor == maxMinor) {
        return formatPrice(minMinor, currencyCode, locale)
    }
    return "${formatPrice(minMinor, currencyCode, locale)} - ${formatPrice(maxMinor, currencyCode, locale)}"
}

fun formatUnitPrice(amountMinor: Long, currencyCode: String, unit: String, locale: Locale = Locale.getDefault()): String =
    "${formatPrice(amountMinor, currencyCode, locale)} / $unit"
