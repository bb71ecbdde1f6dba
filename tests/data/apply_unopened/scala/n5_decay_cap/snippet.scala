// [unchanged]

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

// [unchanged]

  def decayFor(player: PlayerStanding, now: Instant): Int = {
    val idleWeeks = ChronoUnit.WEEKS.between(player.lastMatchAt, now).toInt
    if (idleWeeks <= config.graceWeeks) 0
    else {
      val loss = math.min((idleWeeks - config.graceWeeks) * config.pointsPerWeek, config.maxTotalLoss)
      math.min(loss, math.max(0, player.points - config.floor))
    }
  }

// [unchanged]
