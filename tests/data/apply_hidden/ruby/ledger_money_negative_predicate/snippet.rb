  class Money
    # ... existing code ...

    def negative?
      cents.negative?
    end
  end
