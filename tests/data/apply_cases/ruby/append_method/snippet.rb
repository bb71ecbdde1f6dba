    # ... existing code ...

    def transfer_to(other, amount)
      withdraw(amount)
      other.deposit(amount)
      self
    end
  end
end
