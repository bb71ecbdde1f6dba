// ... existing code ...

// Has reports whether v is in the set.
func (s *StringSet) Has(v string) bool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	_, ok := s.items[v]
	return ok
}

// Sorted returns the values in order.
func (s *StringSet) Sorted() []string {
	// ... existing code ...
}
