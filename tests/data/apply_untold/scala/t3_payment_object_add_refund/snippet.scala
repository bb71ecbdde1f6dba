object Payment {
  // ... existing code ...

  def refund(payment: Payment, now: Instant): Either[String, Payment] =
    payment.status match {
      case PaymentStatus.Captured => Right(payment.copy(status = PaymentStatus.Refunded, updatedAt = now))
      case other                  => Left(s"cannot refund payment in status $other")
    }
}
