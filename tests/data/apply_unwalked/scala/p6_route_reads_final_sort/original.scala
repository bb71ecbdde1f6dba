package org.cityworks.water.readings

import java.time.Instant

final case class MeterRead(
    meterId: String,
    routeId: String,
    sequence: Int,
    index: BigDecimal,
    readAt: Instant,
    estimated: Boolean
)

final case class RouteStats(routeId: String, total: Int, estimated: Int, missing: Int)

class ReadBook(reads: Vector[MeterRead]) {

  def forMeter(meterId: String): Vector[MeterRead] = {
    val matching = reads.filter(_.meterId == meterId)
    matching.sortBy(_.readAt)
  }

  def forRoute(routeId: String): Vector[MeterRead] = {
    val matching = reads.filter(_.routeId == routeId)
    val latestPerMeter = matching
      .groupBy(_.meterId)
      .values
      .map(_.maxBy(_.readAt))
      .toVector
    latestPerMeter.sortBy(_.readAt)
  }

  def estimatedOnly: Vector[MeterRead] = {
    val matching = reads.filter(_.estimated)
    matching.sortBy(_.readAt)
  }

  def stats(routeId: String, expectedMeters: Set[String]): RouteStats = {
    val routeReads = forRoute(routeId)
    val seen = routeReads.map(_.meterId).toSet
    RouteStats(
      routeId = routeId,
      total = routeReads.size,
      estimated = routeReads.count(_.estimated),
      missing = (expectedMeters -- seen).size
    )
  }

  def consumption(meterId: String): Option[BigDecimal] = {
    val history = forMeter(meterId)
    if (history.size < 2) None
    else Some(history.last.index - history(history.size - 2).index)
  }
}
