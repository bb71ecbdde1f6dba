    fun fromRefund(event: ChargeRefunded): LedgerEntry = LedgerEntry(
        id = "ref_${event.refundId}",
        accountId = event.merchantId,
        type = EntryType.REFUND,
        amountMinor = -event.amountMinor,
        currency = event.currency,
        occurredAt = event.refundedAt,
        reference = event.chargeId,
    )
