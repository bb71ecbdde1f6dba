package com.acme.pricing

import scala.concurrent.{ExecutionContext, Future}

final case class LineItem(sku: String, quantity: Int, unitPrice: BigDecimal)

final case class Quote(items: List[LineItem], discount: BigDecimal) {
  def subtotal: BigDecimal = items.map(i => i.unitPrice * i.quantity).sum
  def total: BigDecimal = (subtotal - discount).max(0)
}

trait PriceBook {
  def priceOf(sku: String): Future[Option[BigDecimal]]
}

class QuoteService(prices: PriceBook)(implicit ec: ExecutionContext) {

  def quote(order: Map[String, Int]): Future[Quote] = {
    val lines = order.toList.map { case (sku, qty) =>
      prices.priceOf(sku).map(_.map(price => LineItem(sku, qty, price)))
    }
    Future.sequence(lines).map { found =>
      val items = found.flatten
      Quote(items, discountFor(items))
    }
  }

  private def discountFor(items: List[LineItem]): BigDecimal = {
    val units = items.map(_.quantity).sum
    if (units >= 500) BigDecimal(300)
    else if (units >= 100) BigDecimal(50)
    else if (units >= 20) BigDecimal(10)
    else BigDecimal(0)
  }
}
