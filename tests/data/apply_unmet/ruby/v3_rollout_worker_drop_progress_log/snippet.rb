# ... existing code ...

    devices.each { |device| dispatch(rollout, device) }

    schedule_next(rollout) if wave.devices.pending.exists?
    rollout.advance_wave! if wave.complete?
  end

  # ... existing code ...

    device.update!(ota_state: "dispatched")
  rescue MqttPublisher::ConnectionError => e
    Rails.logger.warn("[ota] dispatch failed for #{device.serial}: #{e.message}")
    raise
  end

  def schedule_next(rollout)
    self.class.perform_in(30.seconds, rollout.id)
  end
end
