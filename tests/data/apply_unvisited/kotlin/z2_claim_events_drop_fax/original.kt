package com.northbridge.claims.events

import java.math.BigDecimal
import java.time.Instant

import com.northbridge.claims.model.ClaimId

/**
 * Domain events published to claims.events.v2 whenever a claim changes state.
 */
sealed class ClaimEvent {
    abstract val claimId: ClaimId
    abstract val occurredAt: Instant

    data class FnolReceived(
        override val claimId: ClaimId,
        override val occurredAt: Instant,
        val channel: String,
    ) : ClaimEvent()

    data class FaxReceived(
        override val claimId: ClaimId,
        override val occurredAt: Instant,
        val faxNumber: String,
        val pageCount: Int,
    ) : ClaimEvent()

    data class AdjusterAssigned(
        override val claimId: ClaimId,
        override val occurredAt: Instant,
        val adjusterId: String,
    ) : ClaimEvent()

    data class FraudScored(
        override val claimId: ClaimId,
        override val occurredAt: Instant,
        val score: Int,
        val modelVersion: String,
    ) : ClaimEvent()

    data class PayoutApproved(
        override val claimId: ClaimId,
        override val occurredAt: Instant,
        val amount: BigDecimal,
        val approvedBy: String,
    ) : ClaimEvent()
}

object ClaimEventDescriber {
    fun describe(event: ClaimEvent): String = when (event) {
        is ClaimEvent.FnolReceived -> "FNOL received via ${event.channel}"
        is ClaimEvent.FaxReceived -> "Fax received from ${event.faxNumber} (${event.pageCount} pages)"
        is ClaimEvent.AdjusterAssigned -> "Assigned to adjuster ${event.adjusterId}"
        is ClaimEvent.FraudScored -> "Fraud score ${event.score} (model ${event.modelVersion})"
        is ClaimEvent.PayoutApproved -> "Payout of ${event.amount} approved by ${event.approvedBy}"
    }

    fun topicKey(event: ClaimEvent): String = "${event.claimId.value}:${event::class.simpleName}"
}
