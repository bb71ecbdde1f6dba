class Invoice(
    val number: String,
    val customerId: String,
    val lines: Seq[LineItem],
    val issuedOn: LocalDate,
    val dueOn: LocalDate
) extends Document {
  override def toString: String = {
    val count = lines.size
    s"Invoice(#$number, $count lines, total=${Document.formatMoney(total)}, due=$dueOn)"
  }

  // ... rest of Invoice unchanged ...
}
