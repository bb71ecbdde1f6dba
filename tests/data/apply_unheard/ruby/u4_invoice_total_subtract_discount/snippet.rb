  def total
    return 0 if line_items.empty?

    (subtotal + tax - discount_amount).round(2)
  end

  # ... existing code ...
