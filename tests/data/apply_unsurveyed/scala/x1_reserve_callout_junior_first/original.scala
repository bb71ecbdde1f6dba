package com.exampleair.crew.reserve

import java.time.{Duration, Instant}

final case class ReserveCrew(
    employeeId: String,
    base: String,
    rank: Rank,
    seniority: Int,
    windowStart: Instant,
    windowEnd: Instant,
    calloutsThisMonth: Int
)

sealed trait Rank
object Rank {
  case object Captain extends Rank
  case object FirstOfficer extends Rank
  case object Purser extends Rank
  case object FlightAttendant extends Rank
}

final case class OpenPosition(pairingCode: String, base: String, rank: Rank, reportTime: Instant)

/** Decides which reserve crew member is called out for an open position. */
class ReserveCalloutPolicy(minNotice: Duration, maxCalloutsPerMonth: Int) {

  def eligible(pool: Seq[ReserveCrew], position: OpenPosition, now: Instant): Seq[ReserveCrew] =
    pool.filter { crew =>
      crew.base == position.base &&
      crew.rank == position.rank &&
      !position.reportTime.isBefore(crew.windowStart) &&
      position.reportTime.isBefore(crew.windowEnd) &&
      Duration.between(now, position.reportTime).compareTo(minNotice) >= 0 &&
      crew.calloutsThisMonth < maxCalloutsPerMonth
    }

  def rank(candidates: Seq[ReserveCrew]): Seq[ReserveCrew] =
    candidates.sortBy(c => (c.calloutsThisMonth, -c.seniority))

  def select(pool: Seq[ReserveCrew], position: OpenPosition, now: Instant): Option[ReserveCrew] =
    rank(eligible(pool, position, now)).headOption

  def selectAll(pool: Seq[ReserveCrew], positions: Seq[OpenPosition], now: Instant): Map[String, ReserveCrew] =
    positions.sortBy(_.reportTime).foldLeft(Map.empty[String, ReserveCrew]) { (assigned, position) =>
      val used = assigned.values.map(_.employeeId).toSet
      select(pool.filterNot(c => used(c.employeeId)), position, now) match {
        case Some(crew) => assigned + (position.pairingCode -> crew)
        case None       => assigned
      }
    }
}

object ReserveCalloutPolicy {

  val DefaultMinNotice: Duration = Duration.ofMinutes(90)
  val DefaultMaxCallouts: Int = 6

  def default: ReserveCalloutPolicy =
    new ReserveCalloutPolicy(DefaultMinNotice, DefaultMaxCallouts)

  def forLongHaul: ReserveCalloutPolicy =
    new ReserveCalloutPolicy(Duration.ofMinutes(150), DefaultMaxCallouts)
}
