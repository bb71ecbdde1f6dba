package com.northlight.scheduling

import java.time.{Duration, LocalDate, LocalDateTime}

final case class Scene(id: String, location: String, pages: BigDecimal, nightExterior: Boolean)

final case class ShootDay(date: LocalDate, unit: String, crewCall: LocalDateTime, scenes: List[Scene]) {
  def pageCount: BigDecimal = scenes.map(_.pages).sum
  def locations: Set[String] = scenes.map(_.location).toSet
}

object ShootDayPlanner {

  val MaxPagesPerDay: BigDecimal = BigDecimal(8)
  val MinTurnaround: Duration = Duration.ofHours(11)

  /** Pages a unit can reasonably shoot, less when company moves are involved. */
  def pageBudget(day: ShootDay): BigDecimal = {
    val moves = (day.locations.size - 1).max(0)
    (MaxPagesPerDay - BigDecimal(moves) * BigDecimal("1.5")).max(BigDecimal(2))
  }

  def isOverbooked(day: ShootDay): Boolean =
    day.pageCount > pageBudget(day)

  def turnaroundOk(previousWrap: LocalDateTime, nextCall: LocalDateTime): Boolean = {
    val rest = Duration.between(previousWrap, nextCall)
    rest.compareTo(MinTurnaround) >= 0
  }

  def nightsInARow(days: List[ShootDay]): Int =
    days
      .sortBy(_.date.toEpochDay)
      .foldLeft((0, 0)) { case ((best, current), day) =>
        val next = if (day.scenes.exists(_.nightExterior)) current + 1 else 0
        (best.max(next), next)
      }
      ._1

  def splitOverbooked(day: ShootDay): (ShootDay, List[Scene]) = {
    val budget = pageBudget(day)
    val (kept, _) = day.scenes.foldLeft((List.empty[Scene], BigDecimal(0))) {
      case ((acc, used), scene) if used + scene.pages <= budget => (acc :+ scene, used + scene.pages)
      case (state, _) => state
    }
    (day.copy(scenes = kept), day.scenes.filterNot(kept.contains))
  }
}
