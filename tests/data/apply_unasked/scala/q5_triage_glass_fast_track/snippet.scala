// ... existing code ...

  private[triage] def route(claim: IntakeClaim, inForce: Boolean): (Queue, String) = {
    if (!inForce) (Queue.Complex, "policy not in force on loss date")
    else if (claim.fraudScore >= SiuThreshold) (Queue.SpecialInvestigations, s"fraud score ${claim.fraudScore}")
    else if (claim.injuries) (Queue.Complex, "bodily injury reported")
    else if (claim.lineOfBusiness == "auto_glass") (Queue.FastTrack, "glass-only claim")
    else if (claim.estimatedLoss >= ComplexFloor) (Queue.Complex, "estimated loss above complex floor")
    else if (claim.estimatedLoss <= FastTrackCeiling) (Queue.FastTrack, "small property loss")
    else (Queue.Standard, "default routing")
  }

// ... existing code ...
