// ... existing code ...

// Delete removes key from the store.
func (s *Store) Delete(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.items, key)
}

// Len returns the number of entries, including expired ones.
func (s *Store) Len() int {
	// ... existing code ...
}

// ... existing code ...
