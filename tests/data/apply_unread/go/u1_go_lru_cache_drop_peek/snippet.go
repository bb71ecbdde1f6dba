// ... existing code ...

	c.order.MoveToFront(el)
	return e.value, true
}

func (c *LRU[K, V]) Set(key K, value V) {
	c.mu.Lock()
	defer c.mu.Unlock()

// ... existing code ...
