package lru

import (
	"container/list"
	"sync"
)

type entry struct {
	key   string
	value any
}

// Cache is a fixed-size, concurrency-safe LRU cache.
type Cache struct {
	mu       sync.Mutex
	capacity int
	order    *list.List
	items    map[string]*list.Element
	onEvict  func(key string, value any)
}

// New returns a cache that holds at most capacity entries.
func New(capacity int, onEvict func(key string, value any)) *Cache {
	return &Cache{
		capacity: capacity,
		order:    list.New(),
		items:    make(map[string]*list.Element, capacity),
		onEvict:  onEvict,
	}
}

// Put inserts or replaces key, evicting the least recently used entry if full.
func (c *Cache) Put(key string, value any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		el.Value.(*entry).value = value
		c.order.MoveToFront(el)
		return
	}
	c.items[key] = c.order.PushFront(&entry{key: key, value: value})
	if c.order.Len() > c.capacity {
		c.evictOldest()
	}
}

// Get returns the value for key and marks it as recently used.
func (c *Cache) Get(key string) (any, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[key]
	if !ok {
		return nil, false
	}
	c.order.MoveToFront(el)
	return el.Value.(*entry).value, true
}

// Remove deletes key from the cache. It reports whether the key was present.
func (c *Cache) Remove(key string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[key]
	if !ok {
		return false
	}
	c.order.Remove(el)
	delete(c.items, key)
	return true
}

// Len reports the number of entries in the cache.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}

func (c *Cache) evictOldest() {
	el := c.order.Back()
	if el == nil {
		return
	}
	c.order.Remove(el)
	e := el.Value.(*entry)
	delete(c.items, e.key)
	if c.onEvict != nil {
		c.onEvict(e.key, e.value)
	}
}
