package nl.portbase.terminal.quay

import java.time.Instant

sealed trait CraneEvent {
  def craneId: String
  def at: Instant
}

object CraneEvent {
  final case class LiftStarted(craneId: String, containerId: String, at: Instant) extends CraneEvent
  final case class LiftCompleted(craneId: String, containerId: String, at: Instant) extends CraneEvent
  final case class Breakdown(craneId: String, reason: String, at: Instant) extends CraneEvent
  final case class Resumed(craneId: String, at: Instant) extends CraneEvent
  final case class WindStop(craneId: String, gustKnots: Double, at: Instant) extends CraneEvent
}

sealed trait CraneStatus
object CraneStatus {
  case object Idle extends CraneStatus
  case object Lifting extends CraneStatus
  case object Down extends CraneStatus
  case object WindHold extends CraneStatus
}

final case class CraneState(
    craneId: String,
    status: CraneStatus,
    currentContainer: Option[String],
    movesCompleted: Int,
    lastUpdate: Instant
)

object CraneStateReducer {

  def initial(craneId: String, at: Instant): CraneState =
    CraneState(craneId, CraneStatus.Idle, None, 0, at)

  def apply(state: CraneState, event: CraneEvent): CraneState = event match {
    case CraneEvent.LiftStarted(_, containerId, at) =>
      state.copy(status = CraneStatus.Lifting, currentContainer = Some(containerId), lastUpdate = at)
    case CraneEvent.LiftCompleted(_, _, at) =>
      state.copy(
        status = CraneStatus.Idle,
        currentContainer = None,
        movesCompleted = state.movesCompleted + 1,
        lastUpdate = at
      )
    case CraneEvent.Breakdown(_, _, at) =>
      state.copy(status = CraneStatus.Down, currentContainer = None, lastUpdate = at)
    case CraneEvent.Resumed(_, at) =>
      state.copy(status = CraneStatus.Idle, lastUpdate = at)
    // A wind stop parks the spreader; the box stays assigned to the crane.
    case CraneEvent.WindStop(_, _, at) =>
      state.copy(status = CraneStatus.WindHold, lastUpdate = at)
  }

  def replay(craneId: String, events: Seq[CraneEvent]): Option[CraneState] =
    events.headOption.map { first =>
      events.foldLeft(initial(craneId, first.at))(apply)
    }

  def isWorking(state: CraneState): Boolean =
    state.status == CraneStatus.Lifting
}
