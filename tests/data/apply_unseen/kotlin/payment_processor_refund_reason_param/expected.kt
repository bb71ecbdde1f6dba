package io.paycore.gateway

import io.paycore.gateway.api.ChargeRequest
import io.paycore.gateway.api.PaymentApi
import io.paycore.gateway.api.RefundRequest
import io.paycore.gateway.model.Money
import io.paycore.gateway.model.PaymentResult
import org.slf4j.LoggerFactory
import java.util.UUID

enum class RefundReason(val apiValue: String) {
    DUPLICATE("duplicate"),
    FRAUDULENT("fraudulent"),
    REQUESTED_BY_CUSTOMER("requested_by_customer"),
}

class PaymentProcessor(
    private val api: PaymentApi,
    private val merchantId: String,
) {
    private val log = LoggerFactory.getLogger(PaymentProcessor::class.java)

    suspend fun authorize(customerId: String, amountCents: Long): PaymentResult {
        require(amountCents > 0) { "amount must be positive" }
        val request = ChargeRequest(
            merchant = merchantId,
            customer = customerId,
            amount = Money(amountCents, "USD"),
            capture = false,
            idempotencyKey = UUID.randomUUID().toString(),
        )
        log.info("authorize customer={} amount={}", customerId, amountCents)
        return api.createCharge(request)
    }

    suspend fun charge(customerId: String, amountCents: Long): PaymentResult {
        require(amountCents > 0) { "amount must be positive" }
        val request = ChargeRequest(
            merchant = merchantId,
            customer = customerId,
            amount = Money(amountCents, "USD"),
            capture = true,
            idempotencyKey = UUID.randomUUID().toString(),
        )
        log.info("charge customer={} amount={}", customerId, amountCents)
        return api.createCharge(request)
    }

    suspend fun capture(chargeId: String): PaymentResult {
        log.info("capture charge={}", chargeId)
        return api.captureCharge(chargeId)
    }

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

    suspend fun void(chargeId: String): PaymentResult {
        log.info("void charge={}", chargeId)
        return api.cancelCharge(chargeId)
    }
}
