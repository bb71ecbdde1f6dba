package com.acme.payments

import com.acme.payments.gateway.GatewayClient
import com.acme.payments.gateway.GatewayRequest
import com.acme.payments.gateway.GatewayResponse
import com.acme.payments.model.Payment
import com.acme.payments.model.PaymentStatus
import com.acme.payments.store.PaymentStore
import org.slf4j.LoggerFactory
import java.math.BigDecimal
import java.util.UUID

class PaymentService(
    private val gateway: GatewayClient,
    private val payments: PaymentStore,
) {
    private val log = LoggerFactory.getLogger(PaymentService::class.java)

    fun authorize(orderId: String, amount: BigDecimal): Payment {
        require(amount > BigDecimal.ZERO) { "amount must be positive" }
        val request = GatewayRequest(
            type = "AUTH",
            reference = orderId,
            amount = amount,
            idempotencyKey = UUID.randomUUID().toString(),
        )
        val response = gateway.send(request)
        log.info("authorize order={} status={}", orderId, response.status)
        return payments.save(toPayment(orderId, amount, response))
    }

    fun capture(paymentId: String, amount: BigDecimal): Payment {
        val existing = payments.get(paymentId)
            ?: throw NoSuchElementException("unknown payment $paymentId")
        check(existing.status == PaymentStatus.AUTHORIZED) { "payment $paymentId is ${existing.status}" }
        val request = GatewayRequest(
            type = "CAPTURE",
            reference = existing.gatewayId,
            amount = amount,
            idempotencyKey = UUID.randomUUID().toString(),
        )
        val response = gateway.send(request)
        log.info("capture payment={} status={}", paymentId, response.status)
        return payments.save(existing.copy(status = statusOf(response), captured = amount))
    }

    fun refund(paymentId: String, amount: BigDecimal): Payment {
        val existing = payments.get(paymentId)
            ?: throw NoSuchElementException("unknown payment $paymentId")
        require(amount <= existing.captured - existing.refunded) { "cannot refund more than captured" }
        val request = GatewayRequest(
            type = "REFUND",
            reference = existing.gatewayId,
            amount = amount,
            idempotencyKey = UUID.randomUUID().toString(),
        )
        val response = gateway.send(request)
        log.info("refund payment={} status={}", paymentId, response.status)
        return payments.save(existing.copy(status = statusOf(response), refunded = existing.refunded + amount))
    }

    fun void(paymentId: String): Payment {
        val existing = payments.get(paymentId)
            ?: throw NoSuchElementException("unknown payment $paymentId")
        val request = GatewayRequest(
            type = "VOID",
            reference = existing.gatewayId,
            amount = BigDecimal.ZERO,
            idempotencyKey = UUID.randomUUID().toString(),
        )
        val response = gateway.send(request)
        log.info("void payment={} status={}", paymentId, response.status)
        return payments.save(existing.copy(status = statusOf(response)))
    }

    private fun toPayment(orderId: String, amount: BigDecimal, response: GatewayResponse) = Payment(
        id = UUID.randomUUID().toString(),
        orderId = orderId,
        gatewayId = response.transactionId,
        amount = amount,
        status = statusOf(response),
    )

    private fun statusOf(response: GatewayResponse): PaymentStatus = when (response.status) {
        "approved" -> PaymentStatus.AUTHORIZED
        "settled" -> PaymentStatus.CAPTURED
        "refunded" -> PaymentStatus.REFUNDED
        "voided" -> PaymentStatus.VOIDED
        else -> PaymentStatus.FAILED
    }
}
