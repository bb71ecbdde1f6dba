  def parseRow(line: String, lineNo: Int): Either[ParseError, Transaction] = {
    val cols = splitColumns(line)
    if (cols.length < ExpectedColumns - 1 || cols.length > ExpectedColumns) Left(BadColumnCount(lineNo, cols.length))
    else
      for {
        date <- parseDate(cols(0), lineNo)
        amount <- parseAmount(cols(2), lineNo)
      } yield {
        val description = cols(1).stripPrefix("\"").stripSuffix("\"")
        val balance = cols.lift(3).flatMap(raw => parseAmount(raw, lineNo).toOption)
        Transaction(date, description, amount, balance)
      }
  }
