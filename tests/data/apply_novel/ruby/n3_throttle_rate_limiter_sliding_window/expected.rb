# frozen_string_literal: true

require "securerandom"

module Throttle
  # Sliding-window request limiter backed by a Redis sorted set.
  class RateLimiter
    DEFAULT_LIMIT = 100
    DEFAULT_WINDOW = 60

    attr_reader :limit, :window

    def initialize(redis:, limit: DEFAULT_LIMIT, window: DEFAULT_WINDOW, clock: -> { Time.now.to_f })
      @redis = redis
      @limit = limit
      @window = window
      @clock = clock
    end

    def allow?(key)
      now = @clock.call
      _, count = @redis.multi do |tx|
        tx.zremrangebyscore(bucket(key), 0, now - window)
        tx.zcard(bucket(key))
      end
      return false if count >= limit

      @redis.zadd(bucket(key), now, "#{now}-#{SecureRandom.hex(4)}")
      @redis.expire(bucket(key), window)
      true
    end

    def allow!(key)
      raise LimitExceeded, key unless allow?(key)
    end

    def remaining(key)
      @redis.zremrangebyscore(bucket(key), 0, @clock.call - window)
      [limit - @redis.zcard(bucket(key)), 0].max
    end

    def reset(key)
      @redis.del(bucket(key))
    end

    private

    def bucket(key)
      "throttle:#{key}"
    end
  end

  class LimitExceeded < StandardError
    def initialize(key)
      super("rate limit exceeded for #{key}")
    end
  end
end
