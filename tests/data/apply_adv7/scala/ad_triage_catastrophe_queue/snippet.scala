// ... existing code ...

  case object SpecialInvestigations extends TriageQueue {
    val name = "siu"
    val sla: Duration = Duration.ofHours(72)
  }

  case object Catastrophe extends TriageQueue {
    val name = "catastrophe"
    val sla: Duration = Duration.ofHours(12)
  }

  val all: Seq[TriageQueue] =
    Seq(FastTrack, Standard, ComplexProperty, SpecialInvestigations, Catastrophe)

  // ... existing code ...
}

final class TriageRouter(fastTrackLimit: BigDecimal, fraudScoreCutoff: Double) {

  def route(claim: Claim): TriageQueue =
    if (claim.fraudScore >= fraudScoreCutoff) TriageQueue.SpecialInvestigations
    else if (claim.catastropheCode.isDefined) TriageQueue.Catastrophe
    else if (isComplexProperty(claim)) TriageQueue.ComplexProperty
    else if (claim.estimatedLoss <= fastTrackLimit && claim.injuries.isEmpty) TriageQueue.FastTrack
    else TriageQueue.Standard

  // ... existing code ...
}
