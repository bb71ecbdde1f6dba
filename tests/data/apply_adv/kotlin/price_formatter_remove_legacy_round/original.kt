package com.acme.billing.format

import java.math.BigDecimal
import java.math.RoundingMode
import java.text.NumberFormat
import java.util.Currency
import java.util.Locale

object PriceFormatter {

    private const val DEFAULT_SCALE = 2

    private val formatters = mutableMapOf<Pair<Locale, Currency>, NumberFormat>()

    fun round(amount: BigDecimal, scale: Int = DEFAULT_SCALE): BigDecimal =
        amount.setScale(scale, RoundingMode.HALF_EVEN)

    fun format(amount: BigDecimal, currency: Currency, locale: Locale = Locale.getDefault()): String {
        val formatter = formatterFor(locale, currency)
        return formatter.format(round(amount, currency.defaultFractionDigits))
    }

    fun formatCents(cents: Long, currency: Currency, locale: Locale = Locale.getDefault()): String {
        val amount = BigDecimal.valueOf(cents).movePointLeft(currency.defaultFractionDigits)
        return format(amount, currency, locale)
    }

    @Deprecated(
        message = "Rounds half-up on doubles; use round(BigDecimal) instead",
        replaceWith = ReplaceWith("round(BigDecimal.valueOf(amount))"),
    )
    fun legacyRound(amount: Double): Double {
        val factor = Math.pow(10.0, DEFAULT_SCALE.toDouble())
        return Math.round(amount * factor) / factor
    }

    fun formatRange(low: BigDecimal, high: BigDecimal, currency: Currency, locale: Locale = Locale.getDefault()): String {
        if (low.compareTo(high) == 0) {
            return format(low, currency, locale)
        }
        return "${format(low, currency, locale)} – ${format(high, currency, locale)}"
    }

    fun formatPercent(ratio: BigDecimal, locale: Locale = Locale.getDefault()): String {
        val formatter = NumberFormat.getPercentInstance(locale)
        formatter.maximumFractionDigits = 1
        return formatter.format(ratio)
    }

    private fun formatterFor(locale: Locale, currency: Currency): NumberFormat =
        synchronized(formatters) {
            formatters.getOrPut(locale to currency) {
                NumberFormat.getCurrencyInstance(locale).apply {
                    this.currency = currency
                    minimumFractionDigits = currency.defaultFractionDigits
                    maximumFractionDigits = currency.defaultFractionDigits
                }
            }
        }
}
