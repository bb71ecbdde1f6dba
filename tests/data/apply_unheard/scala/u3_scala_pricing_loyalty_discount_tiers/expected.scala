package shop.checkout

import scala.math.BigDecimal.RoundingMode

sealed trait CustomerTier
object CustomerTier {
  case object Guest    extends CustomerTier
  case object Member   extends CustomerTier
  case object Gold     extends CustomerTier
  case object Platinum extends CustomerTier
}

final case class Customer(id: String, tier: CustomerTier, ordersLastYear: Int)

final case class LineItem(sku: String, unitPrice: BigDecimal, quantity: Int) {
  def total: BigDecimal = unitPrice * quantity
}

object Pricing {

  val VatRate: BigDecimal           = BigDecimal("0.20")
  val FreeShippingThreshold: BigDecimal = BigDecimal(50)
  val StandardShipping: BigDecimal  = BigDecimal("4.99")

  def subtotal(items: Seq[LineItem]): BigDecimal =
    items.map(_.total).sum

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

  def shippingFor(customer: Customer, subtotal: BigDecimal): BigDecimal =
    customer.tier match {
      case CustomerTier.Platinum                     => BigDecimal(0)
      case _ if subtotal >= FreeShippingThreshold    => BigDecimal(0)
      case _                                         => StandardShipping
    }

  def vatFor(taxable: BigDecimal): BigDecimal =
    (taxable * VatRate).setScale(2, RoundingMode.HALF_UP)

  def total(customer: Customer, items: Seq[LineItem]): BigDecimal = {
    val sub      = subtotal(items)
    val discount = discountFor(customer, sub)
    val taxable  = sub - discount
    taxable + vatFor(taxable) + shippingFor(customer, sub)
  }
}
