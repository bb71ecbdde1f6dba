package league.stats.baseball

import scala.math.BigDecimal.RoundingMode

final case class BattingLine(
    playerId: String,
    atBats: Int,
    hits: Int,
    doubles: Int,
    triples: Int,
    homeRuns: Int,
    walks: Int,
    hitByPitch: Int,
    sacrificeFlies: Int
)

object BattingMetrics {

  private def round3(value: Double): Double =
    BigDecimal(value).setScale(3, RoundingMode.HALF_UP).toDouble

  def battingAverage(line: BattingLine): Double =
    if (line.atBats == 0) 0.0
    else round3(line.hits.toDouble / line.atBats)

  def onBasePercentage(line: BattingLine): Double = {
    val reached = line.hits + line.walks + line.hitByPitch
    val chances = line.atBats + line.walks + line.hitByPitch + line.sacrificeFlies
    if (chances == 0) 0.0
    else round3(reached.toDouble / chances)
  }

  def sluggingPercentage(line: BattingLine): Double = {
    val singles = line.hits - line.doubles - line.triples - line.homeRuns
    val totalBases = singles + 2 * line.doubles + 3 * line.triples + 4 * line.homeRuns
    if (line.atBats == 0) 0.0
    else round3(totalBases.toDouble / line.atBats)
  }

  def onBasePlusSlugging(line: BattingLine): Double =
    round3(onBasePercentage(line) + sluggingPercentage(line))

  def leaders(lines: Seq[BattingLine], minAtBats: Int)(
      metric: BattingLine => Double
  ): Seq[(String, Double)] =
    lines
      .filter(_.atBats >= minAtBats)
      .map(line => line.playerId -> metric(line))
      .sortBy { case (_, value) => -value }
      .take(10)
}
