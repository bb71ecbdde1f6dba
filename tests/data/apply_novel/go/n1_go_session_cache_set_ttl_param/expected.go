package cache

import (
	"sync"
	"time"
)

type entry struct {
	value     []byte
	expiresAt time.Time
}

// Cache is a small in-memory TTL cache for session blobs.
type Cache struct {
	mu         sync.RWMutex
	items      map[string]entry
	defaultTTL time.Duration
	now        func() time.Time
}

func New(defaultTTL time.Duration) *Cache {
	return &Cache{
		items:      make(map[string]entry),
		defaultTTL: defaultTTL,
		now:        time.Now,
	}
}

func (c *Cache) Get(key string) ([]byte, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	e, ok := c.items[key]
	if !ok || c.now().After(e.expiresAt) {
		return nil, false
	}
	return e.value, true
}

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

func (c *Cache) Delete(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.items, key)
}

func (c *Cache) Len() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return len(c.items)
}

// Sweep removes expired entries and returns how many were dropped.
func (c *Cache) Sweep() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.now()
	dropped := 0
	for k, e := range c.items {
		if now.After(e.expiresAt) {
			delete(c.items, k)
			dropped++
		}
	}
	return dropped
}
