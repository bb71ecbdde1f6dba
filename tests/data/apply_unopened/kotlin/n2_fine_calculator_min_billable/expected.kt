package org.riverton.library.fines

import java.math.BigDecimal
import java.math.RoundingMode
import java.time.LocalDate

data class FineRule(
    val dailyRate: BigDecimal,
    val maxPerItem: BigDecimal,
    val graceDays: Int = 0,
)

data class OverdueLoan(
    val barcode: String,
    val materialType: String,
    val dueDate: LocalDate,
    val returnedOn: LocalDate?,
)

class FineCalculator(
    private val rules: Map<String, FineRule> = DEFAULT_RULES,
    private val closedDays: Set<LocalDate> = emptySet(),
) {
    /** Days the library was open between the due date and the return (or today). */
    fun chargeableDays(loan: OverdueLoan, today: LocalDate): Long {
        val end = loan.returnedOn ?: today
        if (!end.isAfter(loan.dueDate)) return 0
        var days = 0L
        var d = loan.dueDate.plusDays(1)
        while (!d.isAfter(end)) {
            if (d !in closedDays) days++
            d = d.plusDays(1)
        }
        val grace = rules[loan.materialType]?.graceDays ?: 0
        return (days - grace).coerceAtLeast(0)
    }

    fun fineFor(loan: OverdueLoan, today: LocalDate): BigDecimal {
        val rule = rules[loan.materialType]
            ?: throw IllegalArgumentException("No fine rule for material type ${loan.materialType}")
        val days = chargeableDays(loan, today)
        val raw = rule.dailyRate.multiply(BigDecimal.valueOf(days))
        val capped = raw.min(rule.maxPerItem).setScale(2, RoundingMode.HALF_UP)
        // amounts under 50 cents are not worth billing
        return if (capped < BigDecimal("0.50")) BigDecimal.ZERO.setScale(2) else capped
    }

    fun totalFor(loans: List<OverdueLoan>, today: LocalDate): BigDecimal {
        return loans.fold(BigDecimal.ZERO) { acc, loan -> acc + fineFor(loan, today) }
            .setScale(2, RoundingMode.HALF_UP)
    }

    fun isBlocked(loans: List<OverdueLoan>, today: LocalDate, threshold: BigDecimal): Boolean {
        return totalFor(loans, today) >= threshold
    }

    companion object {
        val DEFAULT_RULES = mapOf(
            "book" to FineRule(BigDecimal("0.25"), BigDecimal("10.00"), graceDays = 2),
            "magazine" to FineRule(BigDecimal("0.10"), BigDecimal("3.00"), graceDays = 2),
            "dvd" to FineRule(BigDecimal("1.00"), BigDecimal("20.00")),
            "equipment" to FineRule(BigDecimal("5.00"), BigDecimal("150.00")),
        )
    }
}
