class MembershipPolicy(private val reminderDays: Long = 7) {

    fun isActive(member: Member, today: LocalDate, graceDays: Long = 0): Boolean {
        val end = member.paidUntil ?: return false
        return !today.isAfter(end.plusDays(graceDays))
    }

    // ... existing code ...

    fun statusLabel(member: Member, today: LocalDate): String = when {
        member.frozen -> "Frozen"
        isActive(member, today, GRACE_DAYS) -> "Active"
        else -> "Expired"
    }

    // ... existing code ...
}
