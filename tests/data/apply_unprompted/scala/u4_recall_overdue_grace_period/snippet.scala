// ... imports, RecallType and case classes unchanged ...

object HygieneRecallScheduler {

  private val ClinicClosed: Set[DayOfWeek] = Set(DayOfWeek.SUNDAY)
  private val ReminderLeadDays = 21
  private val OverdueGraceDays = 14

  // ... date helpers, proposeSlot, assignHygienist and needsReminder unchanged ...

  def overdue(recalls: Seq[PatientRecall], today: LocalDate): Seq[PatientRecall] =
    recalls
      .filter(r => dueDate(r).plusDays(OverdueGraceDays.toLong).isBefore(today))
      .sortBy(r => dueDate(r).toEpochDay)

  // ... schedule() unchanged ...
}
