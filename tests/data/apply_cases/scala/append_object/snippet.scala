// ... existing code ...

object Parse {
  def price(text: String): BigDecimal = {
    BigDecimal(text.stripPrefix("$"))
  }

  def qty(text: String): Int = {
    text.stripSuffix(" pcs").toInt
  }
}
