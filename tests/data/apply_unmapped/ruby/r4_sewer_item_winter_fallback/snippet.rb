    # ... existing code ...

    def sewer_item
      # New accounts have no winter average yet; bill sewer on actual usage.
      winter_average = @account.winter_average_m3 || @usage_m3
      billable = [@usage_m3, winter_average].min
      {
        code: "SEWER",
        description: "Sewer: #{billable.round(2)} m3 @ #{SEWER_RATE} (winter-averaged)",
        amount: (billable * SEWER_RATE).round(2)
      }
    end

    # ... existing code ...
