// ... keep existing code

class ChangeFeeCalculator(
    private val today: () -> LocalDate = { LocalDate.now() },
    private val graceDays: Long = 1,
) {
    fun feeFor(quote: FareQuote, departure: LocalDate, bookedOn: LocalDate): BigDecimal {
        if (quote.refundable) return BigDecimal.ZERO
        // Free changes inside the grace period after booking (DOT 24-hour rule).
        if (ChronoUnit.DAYS.between(bookedOn, today()) < graceDays) return BigDecimal.ZERO
        // ... keep existing code
    }

    // ... keep existing code
}

// ... keep existing code
