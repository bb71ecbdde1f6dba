package org.metrotransit.analytics

import java.time.{Duration, Instant, LocalDate, ZoneId}

final case class StopArrival(routeId: String, stopId: String, directionId: Int, tripId: String, arrivedAt: Instant)

final case class HeadwayStats(
    routeId: String,
    stopId: String,
    directionId: Int,
    samples: Int,
    meanSeconds: Double,
    p90Seconds: Double,
    bunchedCount: Int
)

object HeadwayAnalyzer {

  /** Headways under this are counted as bunching. */
  val BunchingThreshold: Duration = Duration.ofMinutes(2)

  def headways(arrivals: Seq[StopArrival]): Seq[Long] = {
    val sorted = arrivals.sortBy(_.arrivedAt)
    sorted
      .sliding(2)
      .collect { case Seq(a, b) => Duration.between(a.arrivedAt, b.arrivedAt).getSeconds }
      .toSeq
  }

  def percentile(values: Seq[Long], p: Double): Double = {
    require(p >= 0.0 && p <= 1.0, s"percentile out of range: $p")
    if (values.isEmpty) 0.0
    else {
      val sorted = values.sorted
      val rank = math.ceil(p * sorted.size).toInt.max(1) - 1
      sorted(rank).toDouble
    }
  }

  def stats(arrivals: Seq[StopArrival]): Seq[HeadwayStats] =
    arrivals
      .groupBy(a => (a.routeId, a.stopId, a.directionId))
      .toSeq
      .flatMap { case ((routeId, stopId, directionId), group) =>
        val gaps = headways(group)
        if (gaps.isEmpty) None
        else
          Some(
            HeadwayStats(
              routeId = routeId,
              stopId = stopId,
              directionId = directionId,
              samples = gaps.size,
              meanSeconds = gaps.sum.toDouble / gaps.size,
              p90Seconds = percentile(gaps, 0.9),
              bunchedCount = gaps.count(_ < BunchingThreshold.getSeconds)
            )
          )
      }
      .sortBy(s => (s.routeId, s.stopId, s.directionId))

  def serviceDay(arrival: StopArrival, zone: ZoneId): LocalDate =
    arrival.arrivedAt.atZone(zone).minusHours(3).toLocalDate
}
