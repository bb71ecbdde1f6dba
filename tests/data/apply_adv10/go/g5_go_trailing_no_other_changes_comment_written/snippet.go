// ... existing code ...

func (c *Cache) Get(key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.items[key]
	if !ok {
		return nil, false
	}
	if time.Now().After(e.expires) {
		delete(c.items, key)
		return nil, false
	}
	return e.value, true
}

// (no other changes)
