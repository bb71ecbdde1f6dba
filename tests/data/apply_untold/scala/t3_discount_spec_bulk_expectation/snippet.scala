  // ...

  test("bulk discount for ten or more items") {
    val result = rules.discountFor(cart(totalCents = 8000L, items = 10))
    result shouldBe 1200L
  }

  // ...
