Sidekiq.configure_server do |config|
  config.redis = {
    :url => ENV.fetch("REDIS_URL", "redis://localhost:6379/1"),
    :reconnect_attempts => 10,
    # ... existing code ...
  }
