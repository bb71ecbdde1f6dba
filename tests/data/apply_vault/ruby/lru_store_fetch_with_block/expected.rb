# frozen_string_literal: true

require "monitor"

module Cache
  # A small thread-safe least-recently-used store used to memoize
  # expensive lookups (feature flags, exchange rates) inside one process.
  class LruStore
    include MonitorMixin

    attr_reader :capacity, :hits, :misses

    def initialize(capacity: 1_000)
      super()
      raise ArgumentError, "capacity must be positive" unless capacity.positive?

      @capacity = capacity
      @entries = {}
      @hits = 0
      @misses = 0
    end

    def get(key)
      synchronize do
        if @entries.key?(key)
          @hits += 1
          value = @entries.delete(key)
          @entries[key] = value
        else
          @misses += 1
          nil
        end
      end
    end

    def set(key, value)
      synchronize do
        @entries.delete(key)
        @entries[key] = value
        @entries.shift while @entries.size > capacity
        value
      end
    end

    def delete(key)
      synchronize { @entries.delete(key) }
    end

    def key?(key)
      synchronize { @entries.key?(key) }
    end

    def clear
      synchronize do
        @entries.clear
        @hits = 0
        @misses = 0
      end
    end

    def size
      synchronize { @entries.size }
    end

    def keys
      synchronize { @entries.keys }
    end

    def hit_rate
      total = hits + misses
      total.zero? ? 0.0 : hits.fdiv(total)
    end

    def fetch(key)
      synchronize do
        return get(key) if @entries.key?(key)

        @misses += 1
        set(key, yield(key))
      end
    end
  end
end
