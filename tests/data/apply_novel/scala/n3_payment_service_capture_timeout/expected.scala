package com.acme.payments.service

import java.time.Instant
import java.util.UUID

import scala.concurrent.{ExecutionContext, Future}
import scala.concurrent.duration._
import scala.util.control.NonFatal

import com.acme.payments.gateway.{GatewayTimeout, PaymentGateway}
import com.acme.payments.model.{Payment, PaymentStatus, Refund}
import com.acme.payments.repo.PaymentRepository

class PaymentService(repo: PaymentRepository, gateway: PaymentGateway)(implicit ec: ExecutionContext) {

  def authorize(accountId: String, amount: BigDecimal, currency: String): Future[Payment] = {
    val payment = Payment(UUID.randomUUID().toString, accountId, amount, currency, PaymentStatus.Pending, Instant.now())
    for {
      _          <- repo.insert(payment)
      authorized <- gateway.authorize(payment)
      updated    = payment.copy(status = if (authorized) PaymentStatus.Authorized else PaymentStatus.Declined)
      _          <- repo.update(updated)
    } yield updated
  }

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

  def refund(paymentId: String, amount: BigDecimal): Future[Refund] =
    for {
      payment <- requirePayment(paymentId)
      _       <- Future.fromTry(validateRefund(payment, amount))
      refund  <- gateway.refund(payment, amount)
      _       <- repo.insertRefund(refund)
    } yield refund

  private def validateRefund(payment: Payment, amount: BigDecimal): scala.util.Try[Unit] =
    scala.util.Try {
      require(payment.status == PaymentStatus.Captured, s"payment ${payment.id} is not captured")
      require(amount > 0 && amount <= payment.amount, s"invalid refund amount $amount")
    }

  private def requirePayment(paymentId: String): Future[Payment] =
    repo.find(paymentId).flatMap {
      case Some(payment) => Future.successful(payment)
      case None          => Future.failed(new NoSuchElementException(s"unknown payment $paymentId"))
    }
}
