package edu.hartwell.library.circulation

import java.time.LocalDate
import java.time.temporal.ChronoUnit

enum class PatronType { UNDERGRAD, GRADUATE, FACULTY, STAFF, COMMUNITY }

data class Loan(
    val loanId: Long,
    val patronType: PatronType,
    val itemBarcode: String,
    val dueDate: LocalDate,
    val renewals: Int,
    val onCourseReserve: Boolean = false,
)

object RenewalPolicy {

    private val maxRenewals = mapOf(
        PatronType.UNDERGRAD to 2,
        PatronType.GRADUATE to 4,
        PatronType.FACULTY to 10,
        PatronType.STAFF to 4,
        PatronType.COMMUNITY to 1,
    )

    private val loanPeriodDays = mapOf(
        PatronType.UNDERGRAD to 21L,
        PatronType.GRADUATE to 56L,
        PatronType.FACULTY to 120L,
        PatronType.STAFF to 56L,
        PatronType.COMMUNITY to 14L,
    )

    fun canRenew(loan: Loan, pendingHolds: Int, today: LocalDate): Boolean {
        if (loan.onCourseReserve) return false
        if (pendingHolds > 0) return false
        // Items more than 30 days overdue have to come back; they can't be renewed.
        if (daysUntilDue(loan, today) < -30) return false
        val limit = maxRenewals.getValue(loan.patronType)
        return loan.renewals < limit
    }

    fun renewedDueDate(loan: Loan, today: LocalDate): LocalDate {
        val period = loanPeriodDays.getValue(loan.patronType)
        val fromToday = today.plusDays(period)
        return if (fromToday.isAfter(loan.dueDate)) fromToday else loan.dueDate
    }

    fun renew(loan: Loan, pendingHolds: Int, today: LocalDate): Loan? {
        if (!canRenew(loan, pendingHolds, today)) return null
        return loan.copy(
            dueDate = renewedDueDate(loan, today),
            renewals = loan.renewals + 1,
        )
    }

    fun daysUntilDue(loan: Loan, today: LocalDate): Long =
        ChronoUnit.DAYS.between(today, loan.dueDate)
}
