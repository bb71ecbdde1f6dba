    def total
      (subtotal - discount + shipping + tax).round(2, BigDecimal::ROUND_HALF_UP)
    end

    # ... rest of the class unchanged ...
