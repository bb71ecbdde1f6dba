    # ... existing code ...

    # Back-to-back tricks (one ends exactly when the next starts) do not overlap.
    def overlapping?(a, b)
      a.on_duty < b.off_duty && b.on_duty < a.off_duty
    end
  end
end
