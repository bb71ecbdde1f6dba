# ... existing code ...

    def to_text
      lines = @rows.map do |row|
        format("%-10s %-20s %12s %s", row[:date], row[:account], money(row[:amount]), row[:status])
      end
      [*lines, "", summary].join("\n")
    end

# ... existing code ...
