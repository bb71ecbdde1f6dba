  // ... existing code ...

  /** Radiographs of one image type, e.g. "bitewing" or "panoramic". */
  def ofType(patientId: String, imageType: String): Future[List[XRayRecord]] =
    forPatient(patientId).map(_.filter(_.imageType.equalsIgnoreCase(imageType)))

  /** Radiographs taken between two dates (inclusive), in the clinic's time zone. */
  def takenBetween(patientId: String, from: LocalDate, to: LocalDate): Future[List[XRayRecord]] =
    forPatient(patientId).map(_.filter { record =>
      val takenOn = record.takenAt.atZone(zone).toLocalDate
      !takenOn.isBefore(from) && !takenOn.isAfter(to)
    })

  /** Most plans cover bitewings once a year, so flag patients whose last set is 12+ months old. */
  def isDueForBitewings(patientId: String, today: LocalDate): Future[Boolean] =
    // ... existing code ...
