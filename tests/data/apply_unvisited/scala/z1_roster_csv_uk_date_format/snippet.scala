package clinic.roster

import java.time.{LocalDate, LocalTime}
import java.time.format.DateTimeFormatter
import scala.collection.immutable.SortedMap

// ... existing code ...

object RosterExport {
  private val Header = Seq("date", "start", "end", "ward", "role", "staff_id", "staff_name")
  private val DayFormat = DateTimeFormatter.ofPattern("dd/MM/yyyy")
  private val TimeFormat = DateTimeFormatter.ofPattern("HH:mm")

  // ... existing code ...

  def toCsv(shifts: Seq[Shift]): String = {
    val sorted = shifts.sortBy(s => (s.date.toEpochDay, s.start.toSecondOfDay, s.staffName))
    val lines = sorted.map { s =>
      row(Seq(
        DayFormat.format(s.date),
        TimeFormat.format(s.start),
        TimeFormat.format(s.end),
        // ... existing code ...
      ))
    }
    (row(Header) +: lines).mkString("", "\n", "\n")
  }

  // ... existing code ...
}
