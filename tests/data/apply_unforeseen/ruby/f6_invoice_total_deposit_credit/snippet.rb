    def total
      # ... existing code ...
      tax = subtotal * tax_rate
      (subtotal + tax - deposit_credit).round(2)
    end
