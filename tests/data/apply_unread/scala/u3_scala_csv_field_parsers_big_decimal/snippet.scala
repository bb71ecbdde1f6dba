  // ... existing code ...

  val double: Parser[Double] = raw =>
    raw.trim.replace(',', '.').toDoubleOption.toRight(s"not a number: '$raw'")

  val bigDecimal: Parser[BigDecimal] = raw =>
    Try(BigDecimal(raw.trim.replace(',', '.'))).toOption.toRight(s"not a decimal: '$raw'")

  // ... existing code ...
