    fun refund(
        paymentId: String,
        amount: BigDecimal,
        idempotencyKey: String = UUID.randomUUID().toString(),
    ): Payment {
        // ... existing lookup and checks ...
        val request = GatewayRequest(
            type = "REFUND",
            reference = existing.gatewayId,
            amount = amount,
            idempotencyKey = idempotencyKey,
        )
        val response = gateway.send(request)
        log.info("refund payment={} key={} status={}", paymentId, idempotencyKey, response.status)
        // ... rest unchanged ...
    }
