package gov.springfield.permits.inspections

import java.time.LocalDate
import java.time.format.DateTimeFormatter

import scala.collection.immutable.ListMap

final case class Deficiency(code: String, description: String, severity: Severity, correctBy: Option[LocalDate])

sealed abstract class Severity(val label: String, val rank: Int)
object Severity {
  case object Minor extends Severity("Minor", 1)
  case object Major extends Severity("Major", 2)
  case object LifeSafety extends Severity("Life safety", 3)
}

final case class InspectionResult(
    permitNumber: String,
    inspectionType: String,
    inspector: String,
    inspectedOn: LocalDate,
    passed: Boolean,
    deficiencies: List[Deficiency],
    notes: Option[String]
)

object InspectionReport {
  private val DateFormat = DateTimeFormatter.ofPattern("MMM d, yyyy")

  def header(result: InspectionResult): ListMap[String, String] =
    ListMap(
      "Permit" -> result.permitNumber,
      "Inspection" -> result.inspectionType,
      "Inspector" -> result.inspector,
      "Date" -> DateFormat.format(result.inspectedOn),
      "Outcome" -> outcome(result)
    )

  def outcome(result: InspectionResult): String =
    if (result.passed) "PASSED"
    else if (result.deficiencies.exists(_.severity == Severity.LifeSafety)) "FAILED - STOP WORK"
    else "FAILED - REINSPECTION REQUIRED"

  def deficiencyLines(result: InspectionResult): List[String] =
    result.deficiencies
      .sortBy(d => (-d.severity.rank, d.code))
      .map { d =>
        val due = d.correctBy.map(date => s" (correct by ${DateFormat.format(date)})").getOrElse("")
        s"[${d.severity.label}] ${d.code}: ${d.description}$due"
      }

  def render(result: InspectionResult): String = {
    val sb = new StringBuilder
    header(result).foreach { case (label, value) =>
      sb.append(f"$label%-12s $value%n")
    }
    if (result.deficiencies.nonEmpty) {
      sb.append("\nDeficiencies:\n")
      deficiencyLines(result).foreach(line => sb.append("  - ").append(line).append('\n'))
    }
    result.notes.foreach { n =>
      sb.append("\nNotes:\n").append(n).append('\n')
    }
    sb.toString
  }

  def reinspectionDue(result: InspectionResult, today: LocalDate): Option[LocalDate] =
    if (result.passed) None
    else {
      val earliestCorrection = result.deficiencies.flatMap(_.correctBy).minOption
      Some(earliestCorrection.getOrElse(today.plusDays(10)))
    }
}
