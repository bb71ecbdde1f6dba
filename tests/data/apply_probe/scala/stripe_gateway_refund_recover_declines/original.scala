package com.acme.payments.gateway

import java.time.Clock
import java.util.UUID

import scala.concurrent.{ExecutionContext, Future}

import com.typesafe.scalalogging.LazyLogging

final class StripeGateway(client: StripeClient, clock: Clock)(implicit ec: ExecutionContext)
    extends PaymentGateway
    with LazyLogging {

  override def authorize(customer: CustomerId, amount: Money): Future[AuthorizationResult] = {
    logger.info(s"Authorizing ${amount.show} for customer ${customer.value}")
    client
      .createPaymentIntent(customer.value, amount.minorUnits, amount.currency.code, idempotencyKey())
      .map(AuthorizationResult.fromResponse)
  }

  override def capture(chargeId: ChargeId, amount: Money): Future[CaptureResult] = {
    logger.info(s"Capturing ${amount.show} on charge ${chargeId.value}")
    client
      .capturePaymentIntent(chargeId.value, amount.minorUnits, idempotencyKey())
      .map(CaptureResult.fromResponse)
  }

  override def refund(chargeId: ChargeId, amount: Money): Future[RefundResult] = {
    logger.info(s"Refunding ${amount.show} on charge ${chargeId.value}")
    client
      .createRefund(chargeId.value, amount.minorUnits, idempotencyKey())
      .map(RefundResult.fromResponse)
  }

  override def void(chargeId: ChargeId): Future[VoidResult] = {
    logger.info(s"Voiding charge ${chargeId.value}")
    client
      .cancelPaymentIntent(chargeId.value, idempotencyKey())
      .map(VoidResult.fromResponse)
  }

  private def handleDeclines[A](chargeId: ChargeId): PartialFunction[Throwable, Future[A]] = {
    case e: StripeCardException =>
      logger.warn(s"Charge ${chargeId.value} declined at ${clock.instant()}: ${e.getCode}")
      Future.failed(PaymentDeclined(chargeId, e.getDeclineCode))
  }

  private def idempotencyKey(): String = UUID.randomUUID().toString
}
