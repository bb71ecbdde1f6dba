// ... existing code ...

    fun canRenew(loan: Loan, pendingHolds: Int, today: LocalDate): Boolean {
        if (loan.onCourseReserve) return false
        if (pendingHolds > 0) return false
        // Items more than 30 days overdue have to come back; they can't be renewed.
        if (daysUntilDue(loan, today) < -30) return false
        val limit = maxRenewals.getValue(loan.patronType)
        return loan.renewals < limit
    }

    // ... existing code ...

    fun renew(loan: Loan, pendingHolds: Int, today: LocalDate): Loan? {
        if (!canRenew(loan, pendingHolds, today)) return null
        // ... existing code ...
    }

// ... existing code ...
