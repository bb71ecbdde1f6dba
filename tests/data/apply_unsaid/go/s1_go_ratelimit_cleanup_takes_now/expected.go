package ratelimit

import (
	"sync"
	"time"
)

type bucket struct {
	tokens   float64
	lastSeen time.Time
}

// Limiter is a token-bucket limiter keyed by client.
type Limiter struct {
	mu      sync.Mutex
	rate    float64
	burst   float64
	buckets map[string]*bucket
}

// New returns a limiter allowing rate events per second with the given burst.
func New(rate float64, burst int) *Limiter {
	return &Limiter{
		rate:    rate,
		burst:   float64(burst),
		buckets: make(map[string]*bucket),
	}
}

// Allow reports whether one event for key may happen now.
func (l *Limiter) Allow(key string) bool {
	return l.AllowN(key, time.Now(), 1)
}

// AllowN reports whether n events for key may happen at now.
func (l *Limiter) AllowN(key string, now time.Time, n int) bool {
	l.mu.Lock()
	defer l.mu.Unlock()

	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: l.burst, lastSeen: now}
		l.buckets[key] = b
	}
	elapsed := now.Sub(b.lastSeen).Seconds()
	b.tokens = min(l.burst, b.tokens+elapsed*l.rate)
	b.lastSeen = now
	if b.tokens < float64(n) {
		return false
	}
	b.tokens -= float64(n)
	return true
}

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

// Len returns the number of tracked keys.
func (l *Limiter) Len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.buckets)
}
