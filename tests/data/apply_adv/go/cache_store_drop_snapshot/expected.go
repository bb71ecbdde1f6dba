// Package cache provides a small in-memory key/value store with expiry.
package cache

import (
	"sync"
	"time"
)

type entry struct {
	value     []byte
	expiresAt time.Time
}

// Store is a concurrency-safe in-memory cache.
type Store struct {
	mu    sync.RWMutex
	items map[string]entry
	now   func() time.Time
}

// New returns an empty Store.
func New() *Store {
	return &Store{items: make(map[string]entry), now: time.Now}
}

// Get returns the value for key if present and not expired.
func (s *Store) Get(key string) ([]byte, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	e, ok := s.items[key]
	if !ok || (!e.expiresAt.IsZero() && s.now().After(e.expiresAt)) {
		return nil, false
	}
	return e.value, true
}

// Set stores value under key; a zero ttl means no expiry.
func (s *Store) Set(key string, value []byte, ttl time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e := entry{value: value}
	if ttl > 0 {
		e.expiresAt = s.now().Add(ttl)
	}
	s.items[key] = e
}

// Delete removes key from the store.
func (s *Store) Delete(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.items, key)
}

// Len returns the number of entries, including expired ones.
func (s *Store) Len() int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return len(s.items)
}

// Keys returns the keys of all non-expired entries.
func (s *Store) Keys() []string {
	s.mu.RLock()
	defer s.mu.RUnlock()
	now := s.now()
	keys := make([]string, 0, len(s.items))
	for k, e := range s.items {
		if e.expiresAt.IsZero() || now.Before(e.expiresAt) {
			keys = append(keys, k)
		}
	}
	return keys
}
