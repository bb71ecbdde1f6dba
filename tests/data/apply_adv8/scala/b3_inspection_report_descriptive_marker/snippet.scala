// ... package, imports, Deficiency and Severity unchanged ...

final case class InspectionResult(
    permitNumber: String,
    siteAddress: String,
    inspectionType: String,
    // ... remaining fields unchanged ...
)

object InspectionReport {
  private val DateFormat = DateTimeFormatter.ofPattern("MMM d, yyyy")

  def header(result: InspectionResult): ListMap[String, String] =
    ListMap(
      "Permit" -> result.permitNumber,
      "Address" -> result.siteAddress,
      "Inspection" -> result.inspectionType,
      // ... inspector, date and outcome rows as before ...
    )

  // ... outcome, deficiencyLines, render and reinspectionDue unchanged ...
}
