    def withdrawals
      # ... existing code ...
    end

    def history
      @history.dup.freeze
    end

    def to_s
      # ... existing code ...
    end
