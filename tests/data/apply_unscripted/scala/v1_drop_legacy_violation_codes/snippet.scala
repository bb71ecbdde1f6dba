object Violation {
  // ... existing code ...

  private val byCode: Map[String, Violation] = All.map(v => v.code -> v).toMap

  // Removed legacyCodes, parseLegacy() and parseAny(): paper-ticket codes are no longer accepted.

  /** Parses a code sent by an enforcement handheld. */
  def parse(code: String): Option[Violation] =
    byCode.get(code.trim.toUpperCase)
}

// ... existing code ...
