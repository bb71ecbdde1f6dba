module Banking
  # ... existing code ...

  class Account
    # ... existing code ...

    def deposit(amount)
      raise ArgumentError, "amount must be positive" unless amount.positive?
      raise ArgumentError, "amount too large" if amount > BigDecimal("1000000")

      @balance += amount
      @history << [:deposit, amount]
      self
    end

    # ... existing code ...
  end
end
