    # ... existing code ...

    def check_frequency(value)
      return :unknown if value.nil?

      deviation = (value - FREQUENCY_NOMINAL).abs / FREQUENCY_NOMINAL
      return :ok if deviation <= 0.004
      return :warn if deviation <= 0.008

      log_alarm(:frequency, value)
      :alarm
    end

    # ... existing code ...
