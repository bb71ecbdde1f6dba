package ratelimit

import (
	"math"
	"sync"
	"time"
)

type bucket struct {
	tokens   float64
	lastSeen time.Time
}

// Limiter is a per-key token bucket.
type Limiter struct {
	mu       sync.Mutex
	rate     float64 // tokens per second
	capacity float64
	buckets  map[string]*bucket
	now      func() time.Time
}

func New(ratePerSecond float64, capacity int) *Limiter {
	return &Limiter{
		rate:     ratePerSecond,
		capacity: float64(capacity),
		buckets:  make(map[string]*bucket),
		now:      time.Now,
	}
}

func (l *Limiter) refill(b *bucket, now time.Time) {
	elapsed := now.Sub(b.lastSeen).Seconds()
	b.tokens = math.Min(l.capacity, b.tokens+elapsed*l.rate)
	b.lastSeen = now
}

func (l *Limiter) get(key string, now time.Time) *bucket {
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: l.capacity, lastSeen: now}
		l.buckets[key] = b
	}
	return b
}

// Allow reports whether a request for key may proceed and consumes a token if so.
func (l *Limiter) Allow(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b := l.get(key, now)
	l.refill(b, now)
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// Remaining returns the whole tokens currently available for key.
func (l *Limiter) Remaining(key string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b := l.get(key, now)
	l.refill(b, now)
	return int(b.tokens)
}

// Reset drops all state for key.
func (l *Limiter) Reset(key string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.buckets, key)
}

// Prune removes buckets that have been idle for longer than maxIdle.
func (l *Limiter) Prune(maxIdle time.Duration) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	cutoff := l.now().Add(-maxIdle)
	removed := 0
	for key, b := range l.buckets {
		if b.lastSeen.Before(cutoff) {
			delete(l.buckets, key)
			removed++
		}
	}
	return removed
}
