# frozen_string_literal: true

module Throttle
  # Fixed-window request limiter backed by Redis.
  class RateLimiter
    DEFAULT_LIMIT = 100
    DEFAULT_WINDOW = 60

    attr_reader :limit, :window

    def initialize(redis:, limit: DEFAULT_LIMIT, window: DEFAULT_WINDOW)
      @redis = redis
      @limit = limit
      @window = window
    end

    def allow?(key)
      count = @redis.incr(bucket(key))
      @redis.expire(bucket(key), window) if count == 1
      count <= limit
    end

    def remaining(key)
      used = @redis.get(bucket(key)).to_i
      [limit - used, 0].max
    end

    def reset(key)
      @redis.del(bucket(key))
    end

    private

    def bucket(key)
      "throttle:#{key}:#{Time.now.to_i / window}"
    end
  end

  class LimitExceeded < StandardError
    def initialize(key)
      super("rate limit exceeded for #{key}")
    end
  end
end
