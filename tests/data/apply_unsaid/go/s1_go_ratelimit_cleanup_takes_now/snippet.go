// ... existing code ...

// Cleanup drops buckets that have been idle longer than maxIdle as of now.
func (l *Limiter) Cleanup(now time.Time, maxIdle time.Duration) int {
	l.mu.Lock()
	defer l.mu.Unlock()

	removed := 0
	cutoff := now.Add(-maxIdle)
	for key, b := range l.buckets {
		if b.lastSeen.Before(cutoff) {
			delete(l.buckets, key)
			removed++
		}
	}
	return removed
}

// StartJanitor runs Cleanup every interval until stop is closed.
func (l *Limiter) StartJanitor(interval, maxIdle time.Duration, stop <-chan struct{}) {
	ticker := time.NewTicker(interval)
	go func() {
		defer ticker.Stop()
		for {
			select {
			case t := <-ticker.C:
				l.Cleanup(t, maxIdle)
			case <-stop:
				return
			}
		}
	}()
}

// ... existing code ...
