package net.stations.readings

import java.time.{Duration, Instant}

import scala.collection.immutable.SortedMap

import com.typesafe.scalalogging.LazyLogging
import net.stations.model.{Reading, ReadingKind, StationId}

/** Rolls raw sensor readings up into fixed-width buckets for the dashboard
  * and for the nightly climate export.
  */
final case class Bucket(start: Instant, count: Int, min: Double, max: Double, mean: Double)

object ReadingAggregator extends LazyLogging {

  val DefaultBucket: Duration = Duration.ofMinutes(10)

  def bucketStart(ts: Instant, width: Duration): Instant = {
    val widthMs = width.toMillis
    Instant.ofEpochMilli(ts.toEpochMilli / widthMs * widthMs)
  }

  def aggregate(
      readings: Seq[Reading],
      kind: ReadingKind,
      width: Duration = DefaultBucket
  ): SortedMap[Instant, Bucket] = {
    val (valid, invalid) = readings.filter(_.kind == kind).partition(r => !r.value.isNaN)
    if (invalid.nonEmpty) {
      logger.warn(s"dropped ${invalid.size} NaN $kind readings")
    }
    val grouped = valid.groupBy(r => bucketStart(r.takenAt, width))
    SortedMap.from(grouped.map { case (start, rs) =>
      val values = rs.map(_.value)
      start -> Bucket(start, values.size, values.min, values.max, values.sum / values.size)
    })
  }

  def dailyRainfall(readings: Seq[Reading]): SortedMap[Instant, Double] = {
    val rain = readings.filter(r => r.kind == ReadingKind.Rainfall && !r.value.isNaN)
    val byDay = rain.groupBy(r => bucketStart(r.takenAt, Duration.ofDays(1)))
    SortedMap.from(byDay.map { case (day, rs) => day -> rs.map(_.value).sum })
  }

  def perStation(
      readings: Seq[Reading],
      kind: ReadingKind
  ): Map[StationId, SortedMap[Instant, Bucket]] =
    readings.groupBy(_.stationId).map { case (station, rs) =>
      station -> aggregate(rs, kind)
    }
}
