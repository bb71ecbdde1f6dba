// ... keep existing code

object CraneEvent {
  // ... keep existing code
  final case class Resumed(craneId: String, at: Instant) extends CraneEvent
  final case class WindStop(craneId: String, gustKnots: Double, at: Instant) extends CraneEvent
}

sealed trait CraneStatus
object CraneStatus {
  // ... keep existing code
  case object Down extends CraneStatus
  case object WindHold extends CraneStatus
}

// ... keep existing code

    case CraneEvent.Resumed(_, at) =>
      state.copy(status = CraneStatus.Idle, lastUpdate = at)
    // A wind stop parks the spreader; the box stays assigned to the crane.
    case CraneEvent.WindStop(_, _, at) =>
      state.copy(status = CraneStatus.WindHold, lastUpdate = at)
  }

// ... keep existing code
