package cache

import (
	"sync"
	"time"
)

type entry[V any] struct {
	value     V
	expiresAt time.Time
}

// Cache is a concurrency-safe in-memory cache with per-entry TTLs.
type Cache[V any] struct {
	mu    sync.RWMutex
	items map[string]entry[V]
	ttl   time.Duration
	now   func() time.Time
}

// New returns an empty cache whose entries live for ttl.
func New[V any](ttl time.Duration) *Cache[V] {
	return &Cache[V]{items: make(map[string]entry[V]), ttl: ttl, now: time.Now}
}

// Get returns the value for key if present and not expired.
func (c *Cache[V]) Get(key string) (V, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	e, ok := c.items[key]
	if !ok || c.now().After(e.expiresAt) {
		var zero V
		return zero, false
	}
	return e.value, true
}

// Set stores value under key, replacing any previous entry.
func (c *Cache[V]) Set(key string, value V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.items[key] = entry[V]{value: value, expiresAt: c.now().Add(c.ttl)}
}

// Delete removes key from the cache.
func (c *Cache[V]) Delete(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.items, key)
}

// PurgeExpiredSync removes expired entries on the caller's goroutine.
//
// Deprecated: the janitor started by StartJanitor does this in the background.
func (c *Cache[V]) PurgeExpiredSync() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	now := c.now()
	for k, e := range c.items {
		if now.After(e.expiresAt) {
			delete(c.items, k)
			n++
		}
	}
	return n
}

// StartJanitor purges expired entries every interval until stop is closed.
func (c *Cache[V]) StartJanitor(interval time.Duration, stop <-chan struct{}) {
	go func() {
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				c.purge()
			case <-stop:
				return
			}
		}
	}()
}

func (c *Cache[V]) purge() {
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.now()
	for k, e := range c.items {
		if now.After(e.expiresAt) {
			delete(c.items, k)
		}
	}
}

// Len returns the number of stored entries, expired ones included.
func (c *Cache[V]) Len() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return len(c.items)
}
