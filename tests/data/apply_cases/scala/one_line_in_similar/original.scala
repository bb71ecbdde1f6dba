package shop

import scala.collection.mutable.ListBuffer

case class Item(name: String, price: BigDecimal, qty: Int)

class Cart {
  private val items = ListBuffer.empty[Item]

  def add(item: Item): Unit = {
    items += item
  }

  def remove(name: String): Unit = {
    items.filterInPlace(_.name != name)
  }

  def total: BigDecimal = {
    var sum = BigDecimal(0)
    for (item <- items) {
      sum += item.price * item.qty
    }
    sum
  }
}

object Format {
  def price(value: BigDecimal): String = {
    "$" + value.setScale(2, BigDecimal.RoundingMode.HALF_UP).toString
  }

  def qty(value: Int): String = {
    value.toString + " pcs"
  }
}
