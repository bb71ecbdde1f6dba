    data class ItemRemoved(
        override val orderId: String,
        override val at: Instant,
        val sku: String,
    ) : CheckoutEvent

    data class CouponApplied(
        override val orderId: String,
        override val at: Instant,
        val code: String,
        val discount: BigDecimal,
    ) : CheckoutEvent

    data class PaymentCaptured(
// ... existing code ...

fun CheckoutEvent.describe(): String = when (this) {
    is CheckoutEvent.CartCreated -> "cart created for $customerId"
    is CheckoutEvent.ItemAdded -> "added $quantity x $sku"
    is CheckoutEvent.ItemRemoved -> "removed $sku"
    is CheckoutEvent.CouponApplied -> "coupon $code (-$discount)"
    is CheckoutEvent.PaymentCaptured -> "captured $amount $currency"
    // ...
}
