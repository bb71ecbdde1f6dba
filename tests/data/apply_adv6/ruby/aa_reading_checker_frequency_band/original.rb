# frozen_string_literal: true

module GridMonitor
  # Classifies raw meter readings against the operating bands published by
  # the control room. Each check returns :ok, :warn or :alarm.
  class ReadingChecker
    VOLTAGE_NOMINAL = 230.0
    FREQUENCY_NOMINAL = 50.0

    def initialize(feeder_id, logger: Rails.logger)
      @feeder_id = feeder_id
      @logger = logger
    end

    def check(reading)
      {
        voltage: check_voltage(reading.voltage),
        current: check_current(reading.current, reading.rated_current),
        frequency: check_frequency(reading.frequency)
      }
    end

    def check_voltage(value)
      return :unknown if value.nil?

      deviation = (value - VOLTAGE_NOMINAL).abs / VOLTAGE_NOMINAL
      return :ok if deviation <= 0.05
      return :warn if deviation <= 0.10

      log_alarm(:voltage, value)
      :alarm
    end

    def check_current(value, rated)
      return :unknown if value.nil? || rated.nil?

      deviation = value / rated
      return :ok if deviation <= 0.90
      return :warn if deviation <= 1.10

      log_alarm(:current, value)
      :alarm
    end

    def check_frequency(value)
      return :unknown if value.nil?

      deviation = (value - FREQUENCY_NOMINAL).abs / FREQUENCY_NOMINAL
      return :ok if deviation <= 0.004
      return :warn if deviation <= 0.01

      log_alarm(:frequency, value)
      :alarm
    end

    private

    def log_alarm(kind, value)
      @logger.warn(
        "feeder=#{@feeder_id} kind=#{kind} value=#{value} status=alarm"
      )
    end
  end
end
