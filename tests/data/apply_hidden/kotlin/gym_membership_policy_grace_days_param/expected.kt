package fit.ironworks.membership

import java.time.LocalDate
import java.time.temporal.ChronoUnit

enum class Plan(val monthlyPriceCents: Int) {
    BASIC(2900),
    PLUS(4900),
    PREMIUM(7900),
}

data class Member(
    val id: String,
    val name: String,
    val plan: Plan,
    val joinedOn: LocalDate,
    val paidUntil: LocalDate?,
    val frozen: Boolean = false,
)

class MembershipPolicy(private val reminderDays: Long = 7) {

    fun isActive(member: Member, today: LocalDate, graceDays: Long = 0): Boolean {
        val end = member.paidUntil ?: return false
        return !today.isAfter(end.plusDays(graceDays))
    }

    fun daysRemaining(member: Member, today: LocalDate): Long {
        val end = member.paidUntil ?: return 0
        return maxOf(0, ChronoUnit.DAYS.between(today, end))
    }

    fun renewalReminderDue(member: Member, today: LocalDate): Boolean {
        if (member.frozen) return false
        val remaining = daysRemaining(member, today)
        return remaining in 1..reminderDays
    }

    fun statusLabel(member: Member, today: LocalDate): String = when {
        member.frozen -> "Frozen"
        isActive(member, today, GRACE_DAYS) -> "Active"
        else -> "Expired"
    }

    fun canBookClass(member: Member, today: LocalDate): Boolean =
        !member.frozen && isActive(member, today)

    fun renewalPriceCents(member: Member, months: Int): Int {
        val base = member.plan.monthlyPriceCents * months
        val discount = when {
            months >= 12 -> 0.15
            months >= 6 -> 0.08
            else -> 0.0
        }
        return (base * (1 - discount)).toInt()
    }

    fun loyaltyYears(member: Member, today: LocalDate): Long =
        ChronoUnit.YEARS.between(member.joinedOn, today)

    companion object {
        const val GRACE_DAYS = 3L
        const val MAX_FREEZE_DAYS = 60L
    }
}
