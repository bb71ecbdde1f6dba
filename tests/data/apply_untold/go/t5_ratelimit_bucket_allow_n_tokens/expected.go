package ratelimit

import (
	"sync"
	"time"
)

// Bucket is a simple token bucket.
type Bucket struct {
	mu       sync.Mutex
	capacity int
	tokens   float64
	rate     float64
	last     time.Time
}

// NewBucket creates a bucket that refills at rate tokens per second.
func NewBucket(capacity int, rate float64) *Bucket {
	return &Bucket{
		capacity: capacity,
		tokens:   float64(capacity),
		rate:     rate,
		last:     time.Now(),
	}
}

func (b *Bucket) refill(now time.Time) {
	elapsed := now.Sub(b.last).Seconds()
	b.tokens += elapsed * b.rate
	if b.tokens > float64(b.capacity) {
		b.tokens = float64(b.capacity)
	}
	b.last = now
}

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

// Limiter keeps one bucket per key.
type Limiter struct {
	mu       sync.Mutex
	buckets  map[string]*Bucket
	capacity int
	rate     float64
}

func NewLimiter(capacity int, rate float64) *Limiter {
	return &Limiter{
		buckets:  make(map[string]*Bucket),
		capacity: capacity,
		rate:     rate,
	}
}

func (l *Limiter) bucket(key string) *Bucket {
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.buckets[key]
	if !ok {
		b = NewBucket(l.capacity, l.rate)
		l.buckets[key] = b
	}
	return b
}

// Allow reports whether a request for key may proceed.
func (l *Limiter) Allow(key string) bool {
	return l.bucket(key).Allow(1)
}
