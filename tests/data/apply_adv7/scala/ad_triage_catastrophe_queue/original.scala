package com.northwind.claims.intake

import java.time.{Duration, Instant}

import com.northwind.claims.model.{Claim, LineOfBusiness, LossCause}

sealed trait TriageQueue {
  def name: String
  def sla: Duration
}

object TriageQueue {
  case object FastTrack extends TriageQueue {
    val name = "fast-track"
    val sla: Duration = Duration.ofHours(4)
  }

  case object Standard extends TriageQueue {
    val name = "standard"
    val sla: Duration = Duration.ofHours(24)
  }

  case object ComplexProperty extends TriageQueue {
    val name = "complex-property"
    val sla: Duration = Duration.ofHours(48)
  }

  case object SpecialInvestigations extends TriageQueue {
    val name = "siu"
    val sla: Duration = Duration.ofHours(72)
  }

  val all: Seq[TriageQueue] = Seq(FastTrack, Standard, ComplexProperty, SpecialInvestigations)

  def byName(name: String): Option[TriageQueue] = all.find(_.name == name)
}

final class TriageRouter(fastTrackLimit: BigDecimal, fraudScoreCutoff: Double) {

  def route(claim: Claim): TriageQueue =
    if (claim.fraudScore >= fraudScoreCutoff) TriageQueue.SpecialInvestigations
    else if (isComplexProperty(claim)) TriageQueue.ComplexProperty
    else if (claim.estimatedLoss <= fastTrackLimit && claim.injuries.isEmpty) TriageQueue.FastTrack
    else TriageQueue.Standard

  def dueBy(claim: Claim, receivedAt: Instant): Instant =
    receivedAt.plus(route(claim).sla)

  private def isComplexProperty(claim: Claim): Boolean =
    claim.lineOfBusiness == LineOfBusiness.Homeowners &&
      (claim.cause == LossCause.Fire ||
        claim.cause == LossCause.Flood ||
        claim.estimatedLoss > BigDecimal(100000))
}
