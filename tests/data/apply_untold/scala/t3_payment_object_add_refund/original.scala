package com.acme.payments.domain

import java.time.Instant
import java.util.UUID

final case class Money(amountCents: Long, currency: String) {
  require(currency.length == 3, s"invalid currency code: $currency")

  def +(other: Money): Money = {
    require(other.currency == currency, s"currency mismatch: $currency vs ${other.currency}")
    copy(amountCents = amountCents + other.amountCents)
  }

  def -(other: Money): Money = {
    require(other.currency == currency, s"currency mismatch: $currency vs ${other.currency}")
    copy(amountCents = amountCents - other.amountCents)
  }

  def isNegative: Boolean = amountCents < 0
}

object Money {
  def zero(currency: String): Money = Money(0L, currency)

  def fromDecimal(amount: BigDecimal, currency: String): Money =
    Money((amount * 100).setScale(0, BigDecimal.RoundingMode.HALF_EVEN).toLongExact, currency)
}

sealed trait PaymentStatus
object PaymentStatus {
  case object Pending extends PaymentStatus
  case object Authorized extends PaymentStatus
  case object Captured extends PaymentStatus
  case object Refunded extends PaymentStatus
  case object Failed extends PaymentStatus
}

final case class Payment(
    id: UUID,
    orderId: UUID,
    amount: Money,
    status: PaymentStatus,
    createdAt: Instant,
    updatedAt: Instant
)

object Payment {
  def create(orderId: UUID, amount: Money, now: Instant): Payment =
    Payment(UUID.randomUUID(), orderId, amount, PaymentStatus.Pending, now, now)

  def authorize(payment: Payment, now: Instant): Either[String, Payment] =
    payment.status match {
      case PaymentStatus.Pending => Right(payment.copy(status = PaymentStatus.Authorized, updatedAt = now))
      case other                 => Left(s"cannot authorize payment in status $other")
    }

  def capture(payment: Payment, now: Instant): Either[String, Payment] =
    payment.status match {
      case PaymentStatus.Authorized => Right(payment.copy(status = PaymentStatus.Captured, updatedAt = now))
      case other                    => Left(s"cannot capture payment in status $other")
    }
}
