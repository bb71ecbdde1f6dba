// ... existing code ...

// Len returns the number of values.
func (s *StringSet) Len() int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return len(s.items)
}
