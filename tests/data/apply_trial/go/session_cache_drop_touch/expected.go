package session

import (
	"sync"
	"time"
)

// Session is the server-side state of one logged-in user.
type Session struct {
	UserID    int64
	CSRFToken string
	Data      map[string]string
}

type entry struct {
	session *Session
	expires time.Time
}

// SessionCache keeps sessions in memory with a sliding expiry.
type SessionCache struct {
	mu    sync.RWMutex
	items map[string]entry
	ttl   time.Duration
}

func NewSessionCache(ttl time.Duration) *SessionCache {
	return &SessionCache{items: make(map[string]entry), ttl: ttl}
}

func (c *SessionCache) Get(id string) (*Session, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	e, ok := c.items[id]
	if !ok || time.Now().After(e.expires) {
		return nil, false
	}
	return e.session, true
}

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

func (c *SessionCache) Len() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return len(c.items)
}

// Sweep removes expired sessions and reports how many were dropped.
func (c *SessionCache) Sweep(now time.Time) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for id, e := range c.items {
		if now.After(e.expires) {
			delete(c.items, id)
			n++
		}
	}
	return n
}
