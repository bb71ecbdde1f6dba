module PropertyOps
  class RentLedger
    # ... existing code ...

    def outstanding_balance(as_of: Date.today)
      charges = entries.select { |e| e.charge? && e.posted_on <= as_of }.sum(&:amount)
      payments = entries.select { |e| e.payment? && e.posted_on <= as_of }.sum(&:amount)
      credits = entries.select { |e| e.credit? && e.posted_on <= as_of }.sum(&:amount)
      charges - payments - credits
    end

    # ... existing code ...
  end
end
