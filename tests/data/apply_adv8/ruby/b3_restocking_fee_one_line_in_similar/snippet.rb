    def furniture_fee(line_item)
      return BigDecimal("0") if defective?(line_item) && !line_item.assembled?
      # ... existing code ...
    end
