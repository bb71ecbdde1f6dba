package com.acme.payments.service

import java.time.Instant
import java.util.UUID

import scala.concurrent.{ExecutionContext, Future}
import scala.concurrent.duration._
import scala.util.control.NonFatal

import com.acme.payments.gateway.{GatewayTimeout, PaymentGateway}

// ... existing code ...

  def capture(paymentId: String): Future[Payment] =
    (for {
      payment <- requirePayment(paymentId)
      _       <- gateway.capture(payment, timeout = 15.seconds)
      updated  = payment.copy(status = PaymentStatus.Captured)
      _       <- repo.update(updated)
    } yield updated).recoverWith {
      case NonFatal(e: GatewayTimeout) =>
        Future.failed(new IllegalStateException(s"capture of $paymentId timed out, retry later", e))
    }

// ... existing code ...
