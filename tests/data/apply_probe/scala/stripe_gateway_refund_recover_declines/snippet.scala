  override def refund(chargeId: ChargeId, amount: Money): Future[RefundResult] = {
    logger.info(s"Refunding ${amount.show} on charge ${chargeId.value}")
    client
      .createRefund(chargeId.value, amount.minorUnits, idempotencyKey())
      .map(RefundResult.fromResponse)
      .recoverWith(handleDeclines[RefundResult](chargeId))
  }

  // ... existing code ...
