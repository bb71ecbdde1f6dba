package clinic.scheduling

import java.time.{Duration, Instant, LocalDate, ZoneOffset}
import scala.concurrent.{ExecutionContext, Future}

final case class Slot(clinicianId: String, start: Instant, durationMinutes: Int) {
  def end: Instant = start.plus(Duration.ofMinutes(durationMinutes.toLong))
}

final case class Appointment(
    id: String,
    patientMrn: String,
    slot: Slot,
    kind: String,
    status: String = "booked"
)

sealed trait BookingError
object BookingError {
  case object SlotTaken extends BookingError
  case object TooLate extends BookingError
  final case class NotFound(id: String) extends BookingError
}

trait AppointmentRepo {
  def find(id: String): Future[Option[Appointment]]
  def forClinician(clinicianId: String, day: LocalDate): Future[Seq[Appointment]]
  def save(appt: Appointment): Future[Unit]
}

object AppointmentRules {
  val MinNoticeForCancel: Duration = Duration.ofHours(24)

  def overlaps(a: Slot, b: Slot): Boolean =
    a.clinicianId == b.clinicianId && a.start.isBefore(b.end) && b.start.isBefore(a.end)

  def isLateCancellation(appt: Appointment, now: Instant): Boolean =
    Duration.between(now, appt.slot.start).compareTo(MinNoticeForCancel) < 0
}

class AppointmentService(repo: AppointmentRepo, clock: () => Instant)(implicit ec: ExecutionContext) {
  import AppointmentRules._

  def book(appt: Appointment): Future[Either[BookingError, Appointment]] = {
    val day = LocalDate.ofInstant(appt.slot.start, ZoneOffset.UTC)
    repo.forClinician(appt.slot.clinicianId, day).flatMap { existing =>
      if (existing.exists(e => e.status == "booked" && overlaps(e.slot, appt.slot)))
        Future.successful(Left(BookingError.SlotTaken))
      else
        repo.save(appt).map(_ => Right(appt))
    }
  }

  def cancel(id: String): Future[Either[BookingError, Appointment]] =
    repo.find(id).flatMap {
      case None => Future.successful(Left(BookingError.NotFound(id)))
      case Some(appt) if isLateCancellation(appt, clock()) =>
        Future.successful(Left(BookingError.TooLate))
      case Some(appt) =>
        val cancelled = appt.copy(status = "cancelled")
        repo.save(cancelled).map(_ => Right(cancelled))
    }

  def markArrived(id: String): Future[Either[BookingError, Appointment]] =
    repo.find(id).flatMap {
      case None => Future.successful(Left(BookingError.NotFound(id)))
      case Some(appt) =>
        val arrived = appt.copy(status = "arrived")
        repo.save(arrived).map(_ => Right(arrived))
    }

  def markDidNotAttend(id: String): Future[Either[BookingError, Appointment]] =
    repo.find(id).flatMap {
      case None => Future.successful(Left(BookingError.NotFound(id)))
      case Some(appt) =>
        val dna = appt.copy(status = "dna")
        repo.save(dna).map(_ => Right(dna))
    }
}
