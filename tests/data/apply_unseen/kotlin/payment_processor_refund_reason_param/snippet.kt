    // ... existing code ...

    suspend fun refund(
        chargeId: String,
        amountCents: Long,
        reason: RefundReason = RefundReason.REQUESTED_BY_CUSTOMER,
    ): PaymentResult {
        require(amountCents > 0) { "refund amount must be positive" }
        val request = RefundRequest(
            charge = chargeId,
            amount = amountCents,
            reason = reason.apiValue,
        )
        log.info("refund charge={} amount={} reason={}", chargeId, amountCents, reason)
        return api.createRefund(request)
    }

    // ... existing code ...
