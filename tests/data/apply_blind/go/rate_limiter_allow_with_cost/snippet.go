// ... existing code ...

// Allow reports whether a request for key costing cost tokens may proceed and
// consumes the tokens if so. Expensive endpoints pass a cost above 1.
func (l *Limiter) Allow(key string, cost float64) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b := l.get(key, now)
	l.refill(b, now)
	if b.tokens < cost {
		return false
	}
	b.tokens -= cost
	return true
}

// ... Remaining, Reset and Prune unchanged ...
