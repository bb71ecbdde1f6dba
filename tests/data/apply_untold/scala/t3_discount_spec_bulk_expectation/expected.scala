package com.acme.pricing

import org.scalatest.funsuite.AnyFunSuite
import org.scalatest.matchers.should.Matchers

class DiscountRulesSpec extends AnyFunSuite with Matchers {

  private val rules = new DiscountRules(loyaltyThresholdCents = 50000L)

  private def cart(totalCents: Long, items: Int, loyal: Boolean = false): Cart =
    Cart(totalCents = totalCents, itemCount = items, loyalCustomer = loyal)

  test("no discount below the minimum order value") {
    val result = rules.discountFor(cart(totalCents = 1999L, items = 1))
    result shouldBe 0L
  }

  test("five percent off orders of at least 100 EUR") {
    val result = rules.discountFor(cart(totalCents = 10000L, items = 2))
    result shouldBe 500L
  }

  test("ten percent off orders of at least 250 EUR") {
    val result = rules.discountFor(cart(totalCents = 25000L, items = 3))
    result shouldBe 2500L
  }

  test("bulk discount for ten or more items") {
    val result = rules.discountFor(cart(totalCents = 8000L, items = 10))
    result shouldBe 1200L
  }

  test("loyal customers get an extra two percent") {
    val result = rules.discountFor(cart(totalCents = 10000L, items = 2, loyal = true))
    result shouldBe 700L
  }

  test("discount never exceeds the cap") {
    val result = rules.discountFor(cart(totalCents = 900000L, items = 40, loyal = true))
    result shouldBe 15000L
  }

  test("negative totals are rejected") {
    an[IllegalArgumentException] should be thrownBy {
      rules.discountFor(cart(totalCents = -1L, items = 1))
    }
  }
}
