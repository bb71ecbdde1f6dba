package com.fintech.payments.mapping

import com.fintech.payments.api.PaymentDto
import com.fintech.payments.api.RefundDto
import com.fintech.payments.domain.Money
import com.fintech.payments.domain.Payment
import com.fintech.payments.domain.PaymentMethod
import com.fintech.payments.domain.Refund
import java.math.BigDecimal
import java.util.Currency

fun Payment.toDto(): PaymentDto = PaymentDto(
    id = id.toString(),
    amount = amount.value.toPlainString(),
    currency = amount.currency.currencyCode,
    method = method.name.lowercase(),
    status = status.name,
    createdAt = createdAt.toString(),
)

fun PaymentDto.toDomain(): Payment = Payment(
    id = java.util.UUID.fromString(id),
    amount = Money(BigDecimal(amount), Currency.getInstance(currency)),
    method = PaymentMethod.valueOf(method.uppercase()),
    status = enumValueOf(status),
    createdAt = java.time.Instant.parse(createdAt),
)

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

fun List<Payment>.toDtos(): List<PaymentDto> = map { it.toDto() }

fun List<Refund>.toRefundDtos(): List<RefundDto> = map { it.toDto() }
