package clinic.scheduling

import java.time.{DayOfWeek, LocalDate}

sealed trait RecallType {
  def intervalMonths: Int
  def procedureCode: String
}

object RecallType {
  case object AdultProphy extends RecallType { val intervalMonths = 6; val procedureCode = "D1110" }
  case object ChildProphy extends RecallType { val intervalMonths = 6; val procedureCode = "D1120" }
  case object PerioMaintenance extends RecallType { val intervalMonths = 3; val procedureCode = "D4910" }
}

final case class PatientRecall(
    patientId: String,
    recallType: RecallType,
    lastVisit: LocalDate,
    prefersSaturday: Boolean
)

final case class RecallSlot(patientId: String, dueOn: LocalDate, procedureCode: String, hygienistId: Option[String])

object HygieneRecallScheduler {

  private val ClinicClosed: Set[DayOfWeek] = Set(DayOfWeek.SUNDAY)
  private val ReminderLeadDays = 21

  // --- date helpers ---

  def dueDate(recall: PatientRecall): LocalDate =
    recall.lastVisit.plusMonths(recall.recallType.intervalMonths.toLong)

  def nextOpenDay(date: LocalDate): LocalDate =
    if (ClinicClosed.contains(date.getDayOfWeek)) nextOpenDay(date.plusDays(1)) else date

  def nextSaturday(date: LocalDate): LocalDate =
    if (date.getDayOfWeek == DayOfWeek.SATURDAY) date else nextSaturday(date.plusDays(1))

  // --- scheduling ---

  def proposeSlot(recall: PatientRecall): RecallSlot = {
    val due = dueDate(recall)
    val day = if (recall.prefersSaturday) nextSaturday(due) else nextOpenDay(due)
    RecallSlot(recall.patientId, day, recall.recallType.procedureCode, None)
  }

  def assignHygienist(slot: RecallSlot, available: Map[LocalDate, List[String]]): RecallSlot =
    available.get(slot.dueOn).flatMap(_.headOption) match {
      case Some(hygienistId) => slot.copy(hygienistId = Some(hygienistId))
      case None              => slot
    }

  def needsReminder(recall: PatientRecall, today: LocalDate): Boolean = {
    val due = dueDate(recall)
    !today.isBefore(due.minusDays(ReminderLeadDays.toLong)) && !today.isAfter(due)
  }

  def overdue(recalls: Seq[PatientRecall], today: LocalDate): Seq[PatientRecall] =
    recalls.filter(r => dueDate(r).isBefore(today))

  def schedule(recalls: Seq[PatientRecall], available: Map[LocalDate, List[String]]): Seq[RecallSlot] =
    recalls.map(proposeSlot).map(assignHygienist(_, available)).sortBy(_.dueOn.toEpochDay)
}
