  // ... existing tests ...

  it should "reject a non-positive quantity" in {
    an[IllegalArgumentException] should be thrownBy Cart.empty.add(apple, 0)
    an[IllegalArgumentException] should be thrownBy Cart.empty.add(pear, -1)
  }
}
