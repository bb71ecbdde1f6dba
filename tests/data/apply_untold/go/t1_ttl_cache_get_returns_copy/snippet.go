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
	return append([]byte(nil), e.value...), true
}

// ... existing code ...
