package clinic.roster

import java.time.{LocalDate, LocalTime}
import java.time.format.DateTimeFormatter
import scala.collection.immutable.SortedMap

final case class Shift(
    staffId: String,
    staffName: String,
    role: String,
    date: LocalDate,
    start: LocalTime,
    end: LocalTime,
    ward: String
)

object RosterExport {
  private val Header = Seq("date", "start", "end", "ward", "role", "staff_id", "staff_name")
  private val DayFormat = DateTimeFormatter.ofPattern("dd/MM/yyyy")
  private val TimeFormat = DateTimeFormatter.ofPattern("HH:mm")

  private def escape(field: String): String =
    if (field.exists(c => c == ',' || c == '"' || c == '\n'))
      "\"" + field.replace("\"", "\"\"") + "\""
    else field

  private def row(fields: Seq[String]): String = fields.map(escape).mkString(",")

  def toCsv(shifts: Seq[Shift]): String = {
    val sorted = shifts.sortBy(s => (s.date.toEpochDay, s.start.toSecondOfDay, s.staffName))
    val lines = sorted.map { s =>
      row(Seq(
        DayFormat.format(s.date),
        TimeFormat.format(s.start),
        TimeFormat.format(s.end),
        s.ward,
        s.role,
        s.staffId,
        s.staffName
      ))
    }
    (row(Header) +: lines).mkString("", "\n", "\n")
  }

  def byWard(shifts: Seq[Shift]): SortedMap[String, Seq[Shift]] =
    SortedMap(shifts.groupBy(_.ward).toSeq: _*)

  def coverageGaps(shifts: Seq[Shift], wards: Set[String], day: LocalDate): Set[String] = {
    val covered = shifts.filter(_.date == day).map(_.ward).toSet
    wards -- covered
  }

  def hoursFor(staffId: String, shifts: Seq[Shift]): Double =
    shifts
      .filter(_.staffId == staffId)
      .map { s =>
        val mins = java.time.Duration.between(s.start, s.end).toMinutes
        (if (mins < 0) mins + 24 * 60 else mins) / 60.0
      }
      .sum
}
