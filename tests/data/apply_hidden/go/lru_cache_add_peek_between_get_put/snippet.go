// ... existing code ...
	c.ll.MoveToFront(elem)
	return elem.Value.(*entry[K, V]).value, true
}

// Peek returns the value for key without changing its recency.
func (c *Cache[K, V]) Peek(key K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	elem, ok := c.items[key]
	if !ok {
		var zero V
		return zero, false
	}
	return elem.Value.(*entry[K, V]).value, true
}

// Put adds or updates key, evicting the least recently used entry if full.
func (c *Cache[K, V]) Put(key K, value V) {
	// ... existing code ...
