module Cache
  class LruStore
    # ... existing code ...

    def fetch(key)
      synchronize do
        return get(key) if @entries.key?(key)

        @misses += 1
        set(key, yield(key))
      end
    end
  end
end
