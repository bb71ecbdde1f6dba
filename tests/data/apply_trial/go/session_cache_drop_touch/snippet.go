// ... existing code ...

func (c *SessionCache) Set(id string, s *Session) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.items[id] = entry{session: s, expires: time.Now().Add(c.ttl)}
}

func (c *SessionCache) Delete(id string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.items, id)
}

// ... existing code ...
