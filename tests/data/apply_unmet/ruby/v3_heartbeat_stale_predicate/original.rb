# frozen_string_literal: true

require "json"

module Fleet
  class HeartbeatProcessor
    STALE_AFTER = 15 * 60
    BATTERY_WARN_PCT = 20

    attr_reader :registry, :alerts, :clock

    def initialize(registry:, alerts:, clock: Time)
      @registry = registry
      @alerts = alerts
      @clock = clock
    end

    def call(payload)
      data = JSON.parse(payload, symbolize_names: true)
      device = registry.find(data.fetch(:device_id))
      return :unknown_device if device.nil?

      device.update!(
        last_seen_at: clock.now,
        firmware_version: data[:fw],
        battery_pct: data[:battery],
        rssi: data[:rssi]
      )
      check_battery(device)
      :ok
    rescue JSON::ParserError, KeyError => e
      alerts.notify(:malformed_heartbeat, error: e.message)
      :malformed
    end

    def sweep_stale
      cutoff = clock.now - STALE_AFTER
      registry.online.each do |device|
        next if device.last_seen_at && device.last_seen_at >= cutoff

        device.update!(status: "offline")
        alerts.notify(:device_offline, device_id: device.id)
      end
    end

    private

    def check_battery(device)
      return if device.battery_pct.nil?
      return if device.battery_pct > BATTERY_WARN_PCT

      alerts.notify(:low_battery, device_id: device.id, battery_pct: device.battery_pct)
    end
  end
end
