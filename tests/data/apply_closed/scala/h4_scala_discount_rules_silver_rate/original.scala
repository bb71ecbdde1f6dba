package com.shop.pricing

import scala.math.BigDecimal.RoundingMode

final case class CartItem(sku: String, unitPrice: BigDecimal, quantity: Int, category: String)

final case class Cart(items: List[CartItem], customerTier: String, couponCode: Option[String]) {
  def subtotal: BigDecimal = items.map(i => i.unitPrice * i.quantity).sum
  def itemCount: Int = items.map(_.quantity).sum
}

sealed trait DiscountRule {
  def name: String
  def applies(cart: Cart): Boolean
  def discount(cart: Cart): BigDecimal
}

object DiscountRules {

  private def round(value: BigDecimal): BigDecimal = value.setScale(2, RoundingMode.HALF_UP)

  val goldTier: DiscountRule = new DiscountRule {
    val name = "gold-tier"
    def applies(cart: Cart): Boolean = cart.customerTier == "gold"
    def discount(cart: Cart): BigDecimal = round(cart.subtotal * BigDecimal("0.10"))
  }

  val silverTier: DiscountRule = new DiscountRule {
    val name = "silver-tier"
    def applies(cart: Cart): Boolean = cart.customerTier == "silver"
    def discount(cart: Cart): BigDecimal = round(cart.subtotal * BigDecimal("0.05"))
  }

  val bronzeTier: DiscountRule = new DiscountRule {
    val name = "bronze-tier"
    def applies(cart: Cart): Boolean = cart.customerTier == "bronze"
    def discount(cart: Cart): BigDecimal = round(cart.subtotal * BigDecimal("0.02"))
  }

  val bulkOrder: DiscountRule = new DiscountRule {
    val name = "bulk-order"
    def applies(cart: Cart): Boolean = cart.itemCount >= 20
    def discount(cart: Cart): BigDecimal = round(cart.subtotal * BigDecimal("0.05"))
  }

  val electronicsPromo: DiscountRule = new DiscountRule {
    val name = "electronics-promo"
    def applies(cart: Cart): Boolean = cart.items.exists(_.category == "electronics")
    def discount(cart: Cart): BigDecimal =
      round(cart.items.filter(_.category == "electronics").map(i => i.unitPrice * i.quantity).sum * BigDecimal("0.05"))
  }

  val welcomeCoupon: DiscountRule = new DiscountRule {
    val name = "welcome-coupon"
    def applies(cart: Cart): Boolean = cart.couponCode.contains("WELCOME10")
    def discount(cart: Cart): BigDecimal = round(cart.subtotal * BigDecimal("0.10")).min(BigDecimal(25))
  }

  val all: List[DiscountRule] = List(goldTier, silverTier, bronzeTier, bulkOrder, electronicsPromo, welcomeCoupon)

  def best(cart: Cart): Option[(DiscountRule, BigDecimal)] =
    all.filter(_.applies(cart)).map(r => r -> r.discount(cart)).sortBy(-_._2).headOption
}
