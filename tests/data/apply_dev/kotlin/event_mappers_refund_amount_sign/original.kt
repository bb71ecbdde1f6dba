package com.acme.ledger.mapping

import com.acme.ledger.events.ChargeCaptured
import com.acme.ledger.events.ChargeRefunded
import com.acme.ledger.events.PayoutSent
import com.acme.ledger.events.FeeApplied
import com.acme.ledger.model.EntryType
import com.acme.ledger.model.LedgerEntry
import java.math.BigDecimal

/**
 * Converts domain events coming off the bus into ledger entries.
 * Amounts are stored in minor units; debits are negative.
 */
object LedgerEntryMappers {

    fun fromCharge(event: ChargeCaptured): LedgerEntry = LedgerEntry(
        id = "chg_${event.chargeId}",
        accountId = event.merchantId,
        type = EntryType.CHARGE,
        amountMinor = event.amountMinor,
        currency = event.currency,
        occurredAt = event.capturedAt,
        reference = event.chargeId,
    )

    fun fromRefund(event: ChargeRefunded): LedgerEntry = LedgerEntry(
        id = "ref_${event.refundId}",
        accountId = event.merchantId,
        type = EntryType.REFUND,
        amountMinor = event.amountMinor,
        currency = event.currency,
        occurredAt = event.refundedAt,
        reference = event.chargeId,
    )

    fun fromPayout(event: PayoutSent): LedgerEntry = LedgerEntry(
        id = "pay_${event.payoutId}",
        accountId = event.merchantId,
        type = EntryType.PAYOUT,
        amountMinor = -event.amountMinor,
        currency = event.currency,
        occurredAt = event.sentAt,
        reference = event.payoutId,
    )

    fun fromFee(event: FeeApplied): LedgerEntry = LedgerEntry(
        id = "fee_${event.feeId}",
        accountId = event.merchantId,
        type = EntryType.FEE,
        amountMinor = -event.amountMinor,
        currency = event.currency,
        occurredAt = event.appliedAt,
        reference = event.chargeId,
    )

    fun toDecimal(amountMinor: Long, scale: Int = 2): BigDecimal =
        BigDecimal.valueOf(amountMinor, scale)
}
