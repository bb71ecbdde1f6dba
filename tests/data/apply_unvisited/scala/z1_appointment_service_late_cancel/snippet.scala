class AppointmentService(repo: AppointmentRepo, clock: () => Instant)(implicit ec: ExecutionContext) {
  // ... existing code ...

  def cancel(id: String): Future[Either[BookingError, Appointment]] =
    repo.find(id).flatMap {
      case None => Future.successful(Left(BookingError.NotFound(id)))
      case Some(appt) =>
        // Late cancellations are still accepted, but recorded separately for the DNA report.
        val status = if (isLateCancellation(appt, clock())) "late-cancelled" else "cancelled"
        val cancelled = appt.copy(status = status)
        repo.save(cancelled).map(_ => Right(cancelled))
    }

  // ... existing code ...
}
