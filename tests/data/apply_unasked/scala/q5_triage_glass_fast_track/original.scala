package com.northgate.claims.triage

import java.time.{Instant, LocalDate}
import scala.concurrent.{ExecutionContext, Future}

final case class IntakeClaim(
    id: String,
    policyNumber: String,
    lineOfBusiness: String,
    lossDate: LocalDate,
    estimatedLoss: BigDecimal,
    injuries: Boolean,
    fraudScore: Int
)

sealed trait Queue
object Queue {
  case object FastTrack extends Queue
  case object Standard extends Queue
  case object Complex extends Queue
  case object SpecialInvestigations extends Queue
}

final case class TriageDecision(claimId: String, queue: Queue, reason: String, decidedAt: Instant)

trait PolicyClient {
  def isInForce(policyNumber: String, on: LocalDate): Future[Boolean]
}

trait AuditLog {
  def record(decision: TriageDecision): Future[Unit]
}

class TriageService(policies: PolicyClient, audit: AuditLog)(implicit ec: ExecutionContext) {

  private val FastTrackCeiling = BigDecimal(3000)
  private val ComplexFloor = BigDecimal(50000)
  private val SiuThreshold = 40

  def triage(claim: IntakeClaim): Future[TriageDecision] =
    policies.isInForce(claim.policyNumber, claim.lossDate).flatMap { inForce =>
      val (queue, reason) = route(claim, inForce)
      val decision = TriageDecision(claim.id, queue, reason, Instant.now())
      audit.record(decision).map(_ => decision)
    }

  private[triage] def route(claim: IntakeClaim, inForce: Boolean): (Queue, String) = {
    if (!inForce) (Queue.Complex, "policy not in force on loss date")
    else if (claim.fraudScore >= SiuThreshold) (Queue.SpecialInvestigations, s"fraud score ${claim.fraudScore}")
    else if (claim.injuries) (Queue.Complex, "bodily injury reported")
    else if (claim.estimatedLoss >= ComplexFloor) (Queue.Complex, "estimated loss above complex floor")
    else if (claim.estimatedLoss <= FastTrackCeiling) (Queue.FastTrack, "small property loss")
    else (Queue.Standard, "default routing")
  }

  def triageBatch(claims: Seq[IntakeClaim]): Future[Seq[TriageDecision]] =
    Future.traverse(claims)(triage)

  def summary(decisions: Seq[TriageDecision]): Map[Queue, Int] =
    decisions.groupBy(_.queue).map { case (q, ds) => q -> ds.size }
}
