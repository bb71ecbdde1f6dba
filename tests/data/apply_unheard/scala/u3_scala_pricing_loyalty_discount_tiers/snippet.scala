// ... existing code ...

  def discountFor(customer: Customer, subtotal: BigDecimal): BigDecimal = {
    val tierRate = customer.tier match {
      case CustomerTier.Guest    => BigDecimal(0)
      case CustomerTier.Member   => BigDecimal("0.02")
      case CustomerTier.Gold     => BigDecimal("0.05")
      case CustomerTier.Platinum => BigDecimal("0.10")
    }
    val loyaltyBonus =
      if (customer.tier != CustomerTier.Guest && customer.ordersLastYear >= 12) BigDecimal("0.02")
      else BigDecimal(0)
    val rate = (tierRate + loyaltyBonus).min(BigDecimal("0.15"))
    (subtotal * rate).setScale(2, RoundingMode.HALF_UP)
  }

// ... existing code ...
