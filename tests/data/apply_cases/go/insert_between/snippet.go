// ... existing code ...

// Remove deletes a value.
func (s *StringSet) Remove(v string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.items, v)
}

// Clear removes every value.
func (s *StringSet) Clear() {
	s.mu.Lock()
	defer s.mu.Unlock()
	clear(s.items)
}

// Has reports whether v is in the set.
func (s *StringSet) Has(v string) bool {
	// ... existing code ...
}

// ... existing code ...
