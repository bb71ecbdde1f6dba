module Fleet
  class HeartbeatProcessor
    # ... existing code ...

    def sweep_stale
      cutoff = clock.now - STALE_AFTER
      registry.online.each do |device|
        next unless stale?(device, cutoff)

        device.update!(status: "offline")
        alerts.notify(:device_offline, device_id: device.id)
      end
    end

    private

    def stale?(device, cutoff)
      device.last_seen_at.nil? || device.last_seen_at < cutoff
    end

    # ... existing code ...
  end
end
