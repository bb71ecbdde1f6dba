package org.foodbank.volunteers

import java.time.{DayOfWeek, Duration, LocalDate, LocalTime}

import scala.concurrent.{ExecutionContext, Future}

final case class Volunteer(id: String, name: String, email: String, skills: Set[String])

final case class Shift(
    id: String,
    site: String,
    day: LocalDate,
    start: LocalTime,
    end: LocalTime,
    requiredSkill: Option[String],
    volunteerId: Option[String]
)

trait ShiftStore {
  def byDay(day: LocalDate): Future[Seq[Shift]]
  def byVolunteer(volunteerId: String): Future[Seq[Shift]]
  def save(shift: Shift): Future[Shift]
}

class ShiftScheduler(store: ShiftStore)(implicit ec: ExecutionContext) {

  def openShifts(day: LocalDate): Future[Seq[Shift]] =
    store.byDay(day).map(_.filter(_.volunteerId.isEmpty))

  def filledShifts(day: LocalDate): Future[Seq[Shift]] =
    store.byDay(day).map(_.filter(_.volunteerId.nonEmpty))

  def shiftsAtSite(site: String, day: LocalDate): Future[Seq[Shift]] =
    store.byDay(day).map(_.filter(_.site == site))

  def eligibleFor(volunteer: Volunteer, day: LocalDate): Future[Seq[Shift]] =
    openShifts(day).map { shifts =>
      shifts.filter(_.requiredSkill.forall(volunteer.skills.contains))
    }

  def assign(volunteer: Volunteer, shiftId: String, day: LocalDate): Future[Option[Shift]] =
    eligibleFor(volunteer, day).flatMap { shifts =>
      shifts.find(_.id == shiftId) match {
        case Some(shift) => store.save(shift.copy(volunteerId = Some(volunteer.id))).map(Some(_))
        case None        => Future.successful(None)
      }
    }

  def release(volunteerId: String, shiftId: String): Future[Option[Shift]] =
    store.byVolunteer(volunteerId).flatMap { shifts =>
      shifts.find(_.id == shiftId) match {
        case Some(shift) => store.save(shift.copy(volunteerId = None)).map(Some(_))
        case None        => Future.successful(None)
      }
    }

  def hoursThisWeek(volunteerId: String, today: LocalDate): Future[Double] = {
    val weekStart = today.`with`(DayOfWeek.MONDAY)
    val weekEnd = weekStart.plusDays(7)
    store.byVolunteer(volunteerId).map { shifts =>
      shifts
        .filter(s => !s.day.isBefore(weekStart) && s.day.isBefore(weekEnd))
        .map(s => Duration.between(s.start, s.end).toMinutes / 60.0)
        .sum
    }
  }
}
