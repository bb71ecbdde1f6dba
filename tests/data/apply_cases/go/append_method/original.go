package collections

import (
	"sort"
	"sync"
)

// StringSet is a concurrency-safe set of strings.
type StringSet struct {
	mu    sync.RWMutex
	items map[string]struct{}
}

// NewStringSet returns an empty set.
func NewStringSet() *StringSet {
	return &StringSet{items: make(map[string]struct{})}
}

// Add inserts a value.
func (s *StringSet) Add(v string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.items[v] = struct{}{}
}

// Remove deletes a value.
func (s *StringSet) Remove(v string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.items, v)
}

// Has reports whether v is in the set.
func (s *StringSet) Has(v string) bool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	_, ok := s.items[v]
	return ok
}

// Set replaces the contents with values.
func (s *StringSet) Set(values []string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.items = make(map[string]struct{}, len(values))
	for _, v := range values {
		s.items[v] = struct{}{}
	}
}

// Sorted returns the values in order.
func (s *StringSet) Sorted() []string {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make([]string, 0, len(s.items))
	for v := range s.items {
		out = append(out, v)
	}
	sort.Strings(out)
	return out
}
