package shop.cart

import org.scalatest.flatspec.AnyFlatSpec
import org.scalatest.matchers.should.Matchers

class CartSpec extends AnyFlatSpec with Matchers {

  private val apple = Product("sku-apple", "Apple", BigDecimal("0.50"))
  private val pear = Product("sku-pear", "Pear", BigDecimal("0.75"))

  "An empty cart" should "have a zero total" in {
    Cart.empty.total shouldBe BigDecimal(0)
  }

  it should "contain no lines" in {
    Cart.empty.lines shouldBe empty
  }

  "A cart" should "add a product as a new line" in {
    val cart = Cart.empty.add(apple, 2)
    cart.lines should have size 1
    cart.total shouldBe BigDecimal("1.00")
  }

  it should "merge quantities of the same product" in {
    val cart = Cart.empty.add(apple, 2).add(apple, 3)
    cart.lines should have size 1
    cart.quantityOf(apple) shouldBe 5
  }

  it should "sum the totals of different products" in {
    val cart = Cart.empty.add(apple, 2).add(pear, 4)
    cart.total shouldBe BigDecimal("4.00")
  }

  it should "remove a product completely" in {
    val cart = Cart.empty.add(apple, 2).add(pear, 1).remove(apple)
    cart.quantityOf(apple) shouldBe 0
    cart.total shouldBe BigDecimal("0.75")
  }

  it should "ignore removing a product it does not contain" in {
    val cart = Cart.empty.add(pear, 1)
    cart.remove(apple) shouldBe cart
  }
}
