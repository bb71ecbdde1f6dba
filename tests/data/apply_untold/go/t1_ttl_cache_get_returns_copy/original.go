package cache

import (
	"sync"
	"time"
)

type entry struct {
	value     []byte
	expiresAt time.Time
}

// Store is a small in-memory TTL cache safe for concurrent use.
type Store struct {
	mu      sync.RWMutex
	items   map[string]entry
	ttl     time.Duration
	hits    uint64
	misses  uint64
	nowFunc func() time.Time
}

func New(ttl time.Duration) *Store {
	return &Store{
		items:   make(map[string]entry),
		ttl:     ttl,
		nowFunc: time.Now,
	}
}

func (s *Store) Get(key string) ([]byte, bool) {
	s.mu.RLock()
	e, ok := s.items[key]
	s.mu.RUnlock()
	if !ok || s.nowFunc().After(e.expiresAt) {
		s.mu.Lock()
		s.misses++
		s.mu.Unlock()
		return nil, false
	}
	s.mu.Lock()
	s.hits++
	s.mu.Unlock()
	return e.value, true
}

func (s *Store) Set(key string, value []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.items[key] = entry{value: value, expiresAt: s.nowFunc().Add(s.ttl)}
}

func (s *Store) Delete(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.items, key)
}

func (s *Store) Len() int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return len(s.items)
}

func (s *Store) Purge() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.nowFunc()
	removed := 0
	for k, e := range s.items {
		if now.After(e.expiresAt) {
			delete(s.items, k)
			removed++
		}
	}
	return removed
}

func (s *Store) Stats() (hits, misses uint64) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.hits, s.misses
}
