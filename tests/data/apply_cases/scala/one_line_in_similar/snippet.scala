// ... existing code ...

object Format {
  // ... existing code ...

  def qty(value: Int): String = {
    value.toString + " items"
  }
}
