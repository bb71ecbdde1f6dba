class PermitService(repo: PermitRepository, clock: Clock)(implicit ec: ExecutionContext) {

  // ... existing code ...

  /** Active permits for the plate that expire within the next `days` days, for renewal reminders. */
  def expiringWithin(plate: String, days: Int): Future[Seq[Permit]] =
    activeForPlate(plate).map(_.filter(p => p.validUntil.isBefore(today.plusDays(days.toLong + 1))))
}
