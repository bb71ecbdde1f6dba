// ... existing code ...

	c.order.MoveToFront(el)
	return el.Value.(*entry).value, true
}

// Remove deletes key from the cache. It reports whether the key was present.
func (c *Cache) Remove(key string) bool {
// ... existing code ...
