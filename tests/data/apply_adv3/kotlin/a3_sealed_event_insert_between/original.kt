package com.example.checkout.events

import java.math.BigDecimal
import java.time.Instant

sealed interface CheckoutEvent {
    val orderId: String
    val at: Instant

    data class CartCreated(
        override val orderId: String,
        override val at: Instant,
        val customerId: String,
    ) : CheckoutEvent

    data class ItemAdded(
        override val orderId: String,
        override val at: Instant,
        val sku: String,
        val quantity: Int,
    ) : CheckoutEvent

    data class ItemRemoved(
        override val orderId: String,
        override val at: Instant,
        val sku: String,
    ) : CheckoutEvent

    data class PaymentCaptured(
        override val orderId: String,
        override val at: Instant,
        val amount: BigDecimal,
        val currency: String,
    ) : CheckoutEvent

    data class OrderShipped(
        override val orderId: String,
        override val at: Instant,
        val carrier: String,
        val trackingNumber: String,
    ) : CheckoutEvent
}

fun CheckoutEvent.describe(): String = when (this) {
    is CheckoutEvent.CartCreated -> "cart created for $customerId"
    is CheckoutEvent.ItemAdded -> "added $quantity x $sku"
    is CheckoutEvent.ItemRemoved -> "removed $sku"
    is CheckoutEvent.PaymentCaptured -> "captured $amount $currency"
    is CheckoutEvent.OrderShipped -> "shipped via $carrier ($trackingNumber)"
}
