// ... existing code ...

// Set stores value under key. A ttl of zero or less uses the cache's default TTL.
func (c *Cache) Set(key string, value []byte, ttl time.Duration) {
	if ttl <= 0 {
		ttl = c.defaultTTL
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.items[key] = entry{
		value:     value,
		expiresAt: c.now().Add(ttl),
	}
}

// ... existing code ...
