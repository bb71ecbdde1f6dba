    # ... existing code ...

    def withdrawals
      @history.select { |kind, _| kind == :withdraw }.map { |_, amount| -amount }
    end

    # ... existing code ...
