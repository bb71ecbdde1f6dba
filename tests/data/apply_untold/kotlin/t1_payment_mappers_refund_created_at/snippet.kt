// ...

fun Refund.toDto(): RefundDto = RefundDto(
    id = id.toString(),
    paymentId = paymentId.toString(),
    amount = amount.value.toPlainString(),
    currency = amount.currency.currencyCode,
    reason = reason,
    createdAt = createdAt.toString(),
)

fun RefundDto.toDomain(): Refund = Refund(
    id = java.util.UUID.fromString(id),
    paymentId = java.util.UUID.fromString(paymentId),
    amount = Money(BigDecimal(amount), Currency.getInstance(currency)),
    reason = reason,
    createdAt = java.time.Instant.parse(createdAt),
)

// ... (rest unchanged) ...
