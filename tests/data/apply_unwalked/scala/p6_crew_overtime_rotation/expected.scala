package org.cityworks.water.crews

import java.time.{DayOfWeek, LocalDate}

final case class CrewMember(id: String, name: String, certifiedOperator: Boolean, overtimeHours: Double)

final case class OnCallShift(date: LocalDate, primary: CrewMember, backup: CrewMember)

object OnCallRotation {

  private val MaxOvertimePerMonth = 40.0

  def eligible(members: Seq[CrewMember]): Seq[CrewMember] =
    members.filter(m => m.overtimeHours < MaxOvertimePerMonth)

  def pickPrimary(members: Seq[CrewMember], date: LocalDate): Option[CrewMember] = {
    val pool = eligible(members).filter(_.certifiedOperator)
    if (pool.isEmpty) None
    else Some(pool.minBy(m => (m.overtimeHours, m.id)))
  }

  def pickBackup(members: Seq[CrewMember], primary: CrewMember): Option[CrewMember] = {
    val pool = eligible(members).filterNot(_.id == primary.id)
    if (pool.isEmpty) None
    else Some(pool.minBy(m => (m.overtimeHours, m.id)))
  }

  def schedule(members: Seq[CrewMember], from: LocalDate, days: Int): Seq[OnCallShift] = {
    val weekdayHours = 12.0
    val weekendHours = 16.0
    var roster = members.map(m => m.id -> m).toMap
    val shifts = Seq.newBuilder[OnCallShift]
    for (offset <- 0 until days) {
      val date = from.plusDays(offset.toLong)
      val hoursPerShift = if (isWeekend(date)) weekendHours else weekdayHours
      for {
        primary <- pickPrimary(roster.values.toSeq, date)
        backup <- pickBackup(roster.values.toSeq, primary)
      } {
        shifts += OnCallShift(date, primary, backup)
        roster = roster
          .updated(primary.id, primary.copy(overtimeHours = primary.overtimeHours + hoursPerShift))
          .updated(backup.id, backup.copy(overtimeHours = backup.overtimeHours + hoursPerShift / 4))
      }
    }
    shifts.result()
  }

  def isWeekend(date: LocalDate): Boolean =
    date.getDayOfWeek == DayOfWeek.SATURDAY || date.getDayOfWeek == DayOfWeek.SUNDAY

  def summary(shifts: Seq[OnCallShift]): Map[String, Int] =
    shifts.groupBy(_.primary.name).view.mapValues(_.size).toMap
}
