// Allow reports whether n tokens could be taken.
func (b *Bucket) Allow(n int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill(time.Now())
	if b.tokens >= float64(n) {
		b.tokens -= float64(n)
		return true
	}
	return false
}

// ... existing code ...

// Allow reports whether a request for key may proceed.
func (l *Limiter) Allow(key string) bool {
	return l.bucket(key).Allow(1)
}
