package com.shopline.returns.rma

import java.time.Instant

sealed trait RmaStatus
object RmaStatus {
  case object Requested extends RmaStatus
  case object Authorized extends RmaStatus
  case object InTransit extends RmaStatus
  case object Received extends RmaStatus
  case object Restocked extends RmaStatus
  case object Refunded extends RmaStatus
  case object Rejected extends RmaStatus
  case object Closed extends RmaStatus
}

sealed trait RmaEvent { def at: Instant }
object RmaEvent {
  final case class Approved(at: Instant, approvedBy: String) extends RmaEvent
  final case class LabelScanned(at: Instant, trackingNumber: String) extends RmaEvent
  final case class Delivered(at: Instant, warehouseId: String) extends RmaEvent
  final case class InspectionPassed(at: Instant, condition: ItemCondition) extends RmaEvent
  final case class RefundIssued(at: Instant, amountCents: Long) extends RmaEvent
  final case class Denied(at: Instant, reason: String) extends RmaEvent
}

final case class InvalidTransition(from: RmaStatus, event: RmaEvent)
    extends Exception(s"cannot apply ${event.getClass.getSimpleName} in state $from")

final case class Rma(
    id: String,
    orderId: String,
    status: RmaStatus,
    history: Vector[RmaEvent],
    condition: Option[ItemCondition],
    refundedCents: Long,
    updatedAt: Instant
)

object RmaStateMachine {
  import RmaEvent._
  import RmaStatus._

  def transition(rma: Rma, event: RmaEvent): Either[InvalidTransition, Rma] = {
    val next: Option[Rma] = (rma.status, event) match {
      case (Requested, Approved(_, _)) =>
        Some(rma.copy(status = Authorized))
      case (Requested, Denied(_, _)) =>
        Some(rma.copy(status = Rejected))
      case (Authorized, LabelScanned(_, _)) =>
        Some(rma.copy(status = InTransit))
      case (InTransit, Delivered(_, _)) =>
        Some(rma.copy(status = Received))
      case (Received, InspectionPassed(_, condition)) =>
        Some(rma.copy(status = Restocked, condition = Some(condition)))
      case (Restocked, RefundIssued(_, amount)) =>
        Some(rma.copy(status = Refunded, refundedCents = rma.refundedCents + amount))
      case _ =>
        None
    }

    next
      .map(r => r.copy(history = r.history :+ event, updatedAt = event.at))
      .toRight(InvalidTransition(rma.status, event))
  }

  def isTerminal(status: RmaStatus): Boolean = status match {
    case Refunded | Rejected | Closed => true
    case _                            => false
  }
}
