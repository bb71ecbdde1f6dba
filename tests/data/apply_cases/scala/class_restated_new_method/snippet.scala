class Cart {
  // ... existing code ...

  def count: Int = {
    var n = 0
    for (item <- items) {
      n += item.qty
    }
    n
  }
}

// ... existing code ...
