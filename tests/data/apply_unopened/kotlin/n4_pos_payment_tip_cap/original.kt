package com.tablebite.pos.payments

import java.math.BigDecimal
import java.math.RoundingMode
import org.slf4j.LoggerFactory

sealed class PaymentResult {
    data class Approved(val authCode: String, val amount: BigDecimal) : PaymentResult()
    data class Declined(val reason: String) : PaymentResult()
    data class Failed(val error: Throwable) : PaymentResult()
}

class PaymentProcessor(
    private val terminal: CardTerminal,
    private val orders: OrderRepository,
) {
    fun authorize(orderId: String): PaymentResult {
        val order = orders.get(orderId)
        val amount = order.total.setScale(2, RoundingMode.HALF_UP)
        log.info("Authorizing {} for order {}", amount, orderId)
        return try {
            terminal.authorize(order.terminalId, amount)
        } catch (e: TerminalException) {
            log.error("Terminal error while authorizing order {}", orderId, e)
            PaymentResult.Failed(e)
        }
    }

    fun capture(orderId: String, authCode: String, tip: BigDecimal): PaymentResult {
        val order = orders.get(orderId)
        val amount = (order.total + tip).setScale(2, RoundingMode.HALF_UP)
        log.info("Capturing {} (tip {}) for order {}", amount, tip, orderId)
        return try {
            val result = terminal.capture(order.terminalId, authCode, amount)
            if (result is PaymentResult.Approved) {
                orders.markPaid(orderId, amount, tip)
            }
            result
        } catch (e: TerminalException) {
            log.error("Terminal error while capturing order {}", orderId, e)
            PaymentResult.Failed(e)
        }
    }

    fun refund(orderId: String, amount: BigDecimal, reason: String): PaymentResult {
        val order = orders.get(orderId)
        require(amount <= order.paidAmount) { "Refund exceeds paid amount for order $orderId" }
        log.info("Refunding {} on order {}: {}", amount, orderId, reason)
        return try {
            terminal.refund(order.terminalId, order.authCode, amount)
        } catch (e: TerminalException) {
            log.error("Terminal error while refunding order {}", orderId, e)
            PaymentResult.Failed(e)
        }
    }

    companion object {
        private val log = LoggerFactory.getLogger(PaymentProcessor::class.java)
    }
}
