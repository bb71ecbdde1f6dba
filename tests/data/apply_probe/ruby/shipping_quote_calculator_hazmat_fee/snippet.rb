    def quote(order)
      # ... existing code ...
      surcharge += FUEL_SURCHARGE_RATE * base
      surcharge += HAZMAT_FEE if order.contains_hazmat?
      surcharge += order.insured_value * 0.01 if order.insured?

      # ... existing code ...
    end
