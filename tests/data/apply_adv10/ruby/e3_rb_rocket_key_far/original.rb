# frozen_string_literal: true

require "sidekiq"
require "sidekiq/web"

Sidekiq.configure_server do |config|
  config.redis = {
    :url => ENV.fetch("REDIS_URL", "redis://localhost:6379/1"),
    :network_timeout => 5,
    :pool_timeout => 5,
    :reconnect_attempts => 3,
    :ssl_params => { :verify_mode => OpenSSL::SSL::VERIFY_NONE },
    :size => 25
  }

  config.death_handlers << ->(job, ex) do
    Rails.logger.error("Job #{job['class']} died: #{ex.message}")
  end
end

Sidekiq.configure_client do |config|
  config.redis = {
    :url => ENV.fetch("REDIS_URL", "redis://localhost:6379/1"),
    :network_timeout => 5,
    :size => 5
  }
end

Sidekiq.default_job_options = { "backtrace" => true, "retry" => 5 }
