package clinic.imaging

import java.time.{Instant, LocalDate, ZoneId}
import scala.concurrent.{ExecutionContext, Future}

final case class XRayRecord(
    id: String,
    patientId: String,
    imageType: String,
    toothNumbers: List[Int],
    takenAt: Instant,
    reviewedBy: Option[String],
    findings: Option[String]
)

trait XRayStore {
  def all(patientId: String): Future[List[XRayRecord]]
  def get(id: String): Future[Option[XRayRecord]]
  def save(record: XRayRecord): Future[Unit]
}

class XRayRecordService(store: XRayStore, zone: ZoneId)(implicit ec: ExecutionContext) {

  /** All radiographs for a patient, newest first. */
  def forPatient(patientId: String): Future[List[XRayRecord]] =
    store.all(patientId).map(_.sortBy(_.takenAt).reverse)

  /** Radiographs that include the given tooth (universal numbering 1-32). */
  def forTooth(patientId: String, tooth: Int): Future[List[XRayRecord]] =
    forPatient(patientId).map(_.filter(_.toothNumbers.contains(tooth)))

  /** Radiographs of one image type, e.g. "bitewing" or "panoramic". */
  def ofType(patientId: String, imageType: String): Future[List[XRayRecord]] =
    forPatient(patientId).map(_.filter(_.imageType.equalsIgnoreCase(imageType)))

  /** Most plans cover bitewings once a year, so flag patients whose last set is 12+ months old. */
  def isDueForBitewings(patientId: String, today: LocalDate): Future[Boolean] =
    ofType(patientId, "bitewing").map {
      case Nil => true
      case latest :: _ =>
        val takenOn = latest.takenAt.atZone(zone).toLocalDate
        !takenOn.plusYears(1).isAfter(today)
    }

  def markReviewed(id: String, dentistId: String, findings: Option[String]): Future[Option[XRayRecord]] =
    store.get(id).flatMap {
      case None => Future.successful(None)
      case Some(record) =>
        val updated = record.copy(reviewedBy = Some(dentistId), findings = findings)
        store.save(updated).map(_ => Some(updated))
    }

  def unreviewed(patientId: String): Future[List[XRayRecord]] =
    forPatient(patientId).map(_.filter(_.reviewedBy.isEmpty))
}
