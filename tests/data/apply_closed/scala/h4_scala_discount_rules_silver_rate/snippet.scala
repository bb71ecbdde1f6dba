object DiscountRules {
  // ...

  val silverTier: DiscountRule = new DiscountRule {
    val name = "silver-tier"
    def applies(cart: Cart): Boolean = cart.customerTier == "silver"
    def discount(cart: Cart): BigDecimal = round(cart.subtotal * BigDecimal("0.07"))
  }

  // ...
}
