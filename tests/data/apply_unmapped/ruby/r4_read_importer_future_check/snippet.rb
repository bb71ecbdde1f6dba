    # ... existing code ...

    def validate_row(row)
      # ... existing checks ...
      return "unknown source #{row['source']}" unless VALID_SOURCES.include?(row["source"])
      return "read_at is in the future" if Time.iso8601(row["read_at"]) > Time.now + 300

      nil
    end

    # ... existing code ...
