# frozen_string_literal: true

class FirmwareRolloutWorker
  include Sidekiq::Worker
  sidekiq_options queue: :ota, retry: 5

  BATCH_SIZE = 200

  def perform(rollout_id)
    rollout = FirmwareRollout.find(rollout_id)
    return unless rollout.active?

    wave = rollout.current_wave
    devices = wave.devices.pending.limit(BATCH_SIZE)
    devices.each { |device| dispatch(rollout, device) }

    log_progress(rollout, wave)
    schedule_next(rollout) if wave.devices.pending.exists?
    rollout.advance_wave! if wave.complete?
  end

  private

  def dispatch(rollout, device)
    job = OtaJob.create!(
      device: device,
      firmware_image: rollout.firmware_image,
      wave: rollout.current_wave
    )
    MqttPublisher.publish(
      "devices/#{device.serial}/ota",
      { job_id: job.id, url: rollout.firmware_image.download_url, sha256: rollout.firmware_image.sha256 }
    )
    device.update!(ota_state: "dispatched")
  rescue MqttPublisher::ConnectionError => e
    Rails.logger.warn("[ota] dispatch failed for #{device.serial}: #{e.message}")
    raise
  end

  def log_progress(rollout, wave)
    done = wave.devices.where(ota_state: %w[installed failed]).count
    total = wave.devices.count
    Rails.logger.info("[ota] rollout=#{rollout.id} wave=#{wave.index} #{done}/#{total}")
    StatsD.gauge("ota.wave_progress", total.zero? ? 0 : done.fdiv(total), tags: ["rollout:#{rollout.id}"])
  end

  def schedule_next(rollout)
    self.class.perform_in(30.seconds, rollout.id)
  end
end
