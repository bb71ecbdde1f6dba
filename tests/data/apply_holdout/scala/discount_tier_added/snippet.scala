  private def discountFor(items: List[LineItem]): BigDecimal = {
    val units = items.map(_.quantity).sum
    if (units >= 500) BigDecimal(300)
    else if (units >= 100) BigDecimal(50)
    else if (units >= 20) BigDecimal(10)
    else BigDecimal(0)
  }
