package com.acme.shop.ui.format

import java.math.BigDecimal
import java.math.RoundingMode
import java.text.NumberFormat
import java.util.Currency
import java.util.Locale

private const val PERCENT_SCALE = 1

fun formatPrice(amount: BigDecimal, currency: Currency): String {
    val format = NumberFormat.getCurrencyInstance(Locale.US)
    format.currency = currency
    format.minimumFractionDigits = currency.defaultFractionDigits
    format.maximumFractionDigits = currency.defaultFractionDigits
    return format.format(amount.setScale(currency.defaultFractionDigits, RoundingMode.HALF_EVEN))
}

fun formatPercent(value: BigDecimal): String {
    val format = NumberFormat.getPercentInstance(Locale.US)
    format.minimumFractionDigits = PERCENT_SCALE
    format.maximumFractionDigits = PERCENT_SCALE
    return format.format(value)
}

fun formatQuantity(quantity: Int, unit: String): String {
    val format = NumberFormat.getIntegerInstance(Locale.US)
    return "${format.format(quantity)} $unit"
}

fun formatWeight(grams: Int): String {
    val format = NumberFormat.getNumberInstance(Locale.US)
    return if (grams >= 1000) {
        format.maximumFractionDigits = 2
        "${format.format(grams / 1000.0)} kg"
    } else {
        "${format.format(grams)} g"
    }
}

fun formatDiscount(original: BigDecimal, discounted: BigDecimal, currency: Currency): String {
    val saved = original - discounted
    if (saved.signum() <= 0) return ""
    val ratio = saved.divide(original, 4, RoundingMode.HALF_EVEN)
    return "Save ${formatPrice(saved, currency)} (${formatPercent(ratio)})"
}

fun formatPriceRange(min: BigDecimal, max: BigDecimal, currency: Currency): String =
    if (min.compareTo(max) == 0) {
        formatPrice(min, currency)
    } else {
        "${formatPrice(min, currency)} – ${formatPrice(max, currency)}"
    }
