object Money {

  // ... existing code ...

  def allocate(total: Money, ratios: Seq[Int]): Seq[Money] = {
    val scale = total.currency.getDefaultFractionDigits
    val unit = BigDecimal(1).bigDecimal.movePointLeft(scale)
    val sumOfRatios = ratios.sum
    val shares = ratios.map { r =>
      BigDecimal((total.amount * r / sumOfRatios).bigDecimal.setScale(scale, RoundingMode.DOWN))
    }
    val remainder = ((total.amount - shares.sum) / BigDecimal(unit)).toInt
    shares.zipWithIndex.map { case (share, i) =>
      Money(if (i < remainder) share + BigDecimal(unit) else share, total.currency)
    }
  }
}
