// ... keep existing code

    fun capture(orderId: String, authCode: String, tip: BigDecimal): PaymentResult {
        val order = orders.get(orderId)
        if (tip.signum() < 0 || tip > order.total * MAX_TIP_RATIO) {
            log.warn("Rejected tip {} on order {} (total {})", tip, orderId, order.total)
            return PaymentResult.Declined("tip_out_of_range")
        }
        val amount = (order.total + tip).setScale(2, RoundingMode.HALF_UP)
        // ... keep existing code
    }

// ... keep existing code

    companion object {
        private val log = LoggerFactory.getLogger(PaymentProcessor::class.java)

        /** Tips above this share of the bill are almost always a keying mistake. */
        private val MAX_TIP_RATIO = BigDecimal("1.00")
    }
}
