package com.skyhop.booking.fares

import java.math.BigDecimal
import java.math.RoundingMode
import java.time.LocalDate
import java.time.temporal.ChronoUnit

enum class CabinClass { ECONOMY, PREMIUM_ECONOMY, BUSINESS, FIRST }

data class FareQuote(
    val fareBasis: String,
    val cabin: CabinClass,
    val baseFare: BigDecimal,
    val taxes: BigDecimal,
    val refundable: Boolean,
    val changeFee: BigDecimal?,
) {
    val total: BigDecimal get() = baseFare + taxes
}

class ChangeFeeCalculator(
    private val today: () -> LocalDate = { LocalDate.now() },
    private val graceDays: Long = 1,
) {
    fun feeFor(quote: FareQuote, departure: LocalDate, bookedOn: LocalDate): BigDecimal {
        if (quote.refundable) return BigDecimal.ZERO
        // Free changes inside the grace period after booking (DOT 24-hour rule).
        if (ChronoUnit.DAYS.between(bookedOn, today()) < graceDays) return BigDecimal.ZERO
        val fee = quote.changeFee ?: return quote.baseFare
        val daysOut = ChronoUnit.DAYS.between(today(), departure)
        return when {
            daysOut >= 60 -> BigDecimal.ZERO
            daysOut >= 21 -> fee
            else -> fee.multiply(BigDecimal("1.5")).setScale(2, RoundingMode.HALF_UP)
        }
    }

    fun refundFor(quote: FareQuote, departure: LocalDate): BigDecimal {
        if (!quote.refundable) return quote.taxes
        val daysOut = ChronoUnit.DAYS.between(today(), departure)
        return when {
            daysOut >= 7 -> quote.total
            else -> quote.total.subtract(quote.baseFare.multiply(BigDecimal("0.25")))
                .setScale(2, RoundingMode.HALF_UP)
        }
    }
}

object FareDisplay {
    fun cabinLabel(cabin: CabinClass): String = when (cabin) {
        CabinClass.ECONOMY -> "Economy"
        CabinClass.PREMIUM_ECONOMY -> "Premium Economy"
        CabinClass.BUSINESS -> "Business"
        CabinClass.FIRST -> "First"
    }

    fun summary(quote: FareQuote): String {
        val refund = if (quote.refundable) "refundable" else "non-refundable"
        return "${cabinLabel(quote.cabin)} ${quote.fareBasis} · ${quote.total} ($refund)"
    }
}
