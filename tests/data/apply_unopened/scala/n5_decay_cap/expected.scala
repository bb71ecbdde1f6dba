package gg.arena.rankings

import java.time.Instant
import java.time.temporal.ChronoUnit

import cats.effect.IO
import cats.syntax.all._

final case class PlayerStanding(
    playerId: String,
    handle: String,
    points: Int,
    lastMatchAt: Instant
)

final case class DecayConfig(
    pointsPerWeek: Int,
    graceWeeks: Int,
    floor: Int,
    maxTotalLoss: Int
)

object DecayConfig {
  val Default: DecayConfig = DecayConfig(
    pointsPerWeek = 25,
    graceWeeks = 2,
    floor = 1000,
    maxTotalLoss = 300
  )
}

trait StandingsStore {
  def activeSeason: IO[List[PlayerStanding]]
  def updatePoints(playerId: String, points: Int): IO[Unit]
}

/** Weekly job that decays ladder points for inactive players. */
final class RankDecayJob(store: StandingsStore, config: DecayConfig, clock: IO[Instant]) {

  def decayFor(player: PlayerStanding, now: Instant): Int = {
    val idleWeeks = ChronoUnit.WEEKS.between(player.lastMatchAt, now).toInt
    if (idleWeeks <= config.graceWeeks) 0
    else {
      val loss = math.min((idleWeeks - config.graceWeeks) * config.pointsPerWeek, config.maxTotalLoss)
      math.min(loss, math.max(0, player.points - config.floor))
    }
  }

  def run: IO[Int] =
    for {
      now       <- clock
      standings <- store.activeSeason
      decayed = standings.flatMap { p =>
        val loss = decayFor(p, now)
        if (loss > 0) List(p.playerId -> (p.points - loss)) else Nil
      }
      _ <- decayed.traverse_ { case (id, pts) => store.updatePoints(id, pts) }
    } yield decayed.size
}
