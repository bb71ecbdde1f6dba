    # ... existing code ...

    def express_rate
      base = domestic? ? 5_99 : 14_99
      base += 3_00 if heavy?
      base
    end

    # ... existing code ...
