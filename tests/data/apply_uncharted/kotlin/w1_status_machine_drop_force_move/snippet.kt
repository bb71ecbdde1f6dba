    ): StatusChange {
        if (!canMove(from, to)) {
            throw IllegalTransitionException(from, to)
        }
        if (to == ClaimStatus.DENIED && note.isNullOrBlank()) {
            throw IllegalArgumentException("A denial reason is required for claim $claimNumber")
        }
        return StatusChange(claimNumber, from, to, changedBy, Instant.now(), note)
    }

    fun isTerminal(status: ClaimStatus): Boolean =
        status == ClaimStatus.CLOSED

// ... existing code ...
