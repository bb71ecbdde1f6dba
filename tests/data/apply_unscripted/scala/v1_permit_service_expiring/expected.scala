package gov.city.parking.permits

import java.time.{Clock, LocalDate}
import scala.concurrent.{ExecutionContext, Future}

final case class Permit(
    id: String,
    plate: String,
    zone: String,
    kind: PermitKind,
    validFrom: LocalDate,
    validUntil: LocalDate,
    revoked: Boolean = false
)

sealed trait PermitKind
object PermitKind {
  case object Residential extends PermitKind
  case object Visitor extends PermitKind
  case object Commercial extends PermitKind
}

trait PermitRepository {
  def find(id: String): Future[Option[Permit]]
  def findByPlate(plate: String): Future[Seq[Permit]]
  def save(permit: Permit): Future[Permit]
}

class PermitService(repo: PermitRepository, clock: Clock)(implicit ec: ExecutionContext) {

  private def today: LocalDate = LocalDate.now(clock)

  /** Permits for the plate that are valid today and not revoked. */
  def activeForPlate(plate: String): Future[Seq[Permit]] =
    repo.findByPlate(plate).map { permits =>
      permits.filter(p => !p.revoked && !today.isBefore(p.validFrom) && !today.isAfter(p.validUntil))
    }

  /** Whether the plate may park in the residential zone today. */
  def isAuthorized(plate: String, zone: String): Future[Boolean] =
    activeForPlate(plate).map(_.exists(_.zone == zone))

  /** Extends a permit by one year from its current expiry. */
  def renew(id: String): Future[Option[Permit]] =
    repo.find(id).flatMap {
      case Some(p) if !p.revoked =>
        repo.save(p.copy(validUntil = p.validUntil.plusYears(1))).map(Some(_))
      case _ =>
        Future.successful(None)
    }

  /** Revokes a permit, e.g. after the holder moves out of the zone. */
  def revoke(id: String): Future[Option[Permit]] =
    repo.find(id).flatMap {
      case Some(p) if !p.revoked =>
        repo.save(p.copy(revoked = true)).map(Some(_))
      case _ =>
        Future.successful(None)
    }

  /** Active permits for the plate that expire within the next `days` days, for renewal reminders. */
  def expiringWithin(plate: String, days: Int): Future[Seq[Permit]] =
    activeForPlate(plate).map(_.filter(p => p.validUntil.isBefore(today.plusDays(days.toLong + 1))))
}

object PermitService {
  val MaxVisitorPermitsPerYear: Int = 24
  val RenewalWindowDays: Int = 30
}
