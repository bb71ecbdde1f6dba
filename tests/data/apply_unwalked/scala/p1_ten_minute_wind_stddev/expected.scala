package com.northseawind.telemetry

import scala.collection.immutable.SortedMap

final case class Sample(turbineId: String, epochSec: Long, windSpeed: Double, powerKw: Double)

final case class TenMinuteStats(
    turbineId: String,
    windowStart: Long,
    count: Int,
    meanWindSpeed: Double,
    stdWindSpeed: Double,
    meanPowerKw: Double,
    maxPowerKw: Double
)

object TenMinuteAggregator {
  val WindowSec: Long = 600L

  def windowOf(epochSec: Long): Long = epochSec - (epochSec % WindowSec)

  def aggregate(samples: Seq[Sample]): Seq[TenMinuteStats] = {
    val grouped: Map[(String, Long), Seq[Sample]] =
      samples.groupBy(s => (s.turbineId, windowOf(s.epochSec)))

    grouped.toSeq
      .map { case ((turbineId, start), group) =>
        val speeds = group.map(_.windSpeed)
        val mean = speeds.sum / group.size
        TenMinuteStats(
          turbineId = turbineId,
          windowStart = start,
          count = group.size,
          meanWindSpeed = mean,
          stdWindSpeed = math.sqrt(speeds.map(v => (v - mean) * (v - mean)).sum / group.size),
          meanPowerKw = group.map(_.powerKw).sum / group.size,
          maxPowerKw = group.map(_.powerKw).max
        )
      }
      .sortBy(s => (s.turbineId, s.windowStart))
  }

  def capacityFactor(stats: Seq[TenMinuteStats], ratedKw: Double): Double =
    if (stats.isEmpty) 0.0
    else stats.map(_.meanPowerKw).sum / (stats.size * ratedKw)

  def byTurbine(stats: Seq[TenMinuteStats]): SortedMap[String, Seq[TenMinuteStats]] =
    SortedMap(stats.groupBy(_.turbineId).toSeq: _*)
}
