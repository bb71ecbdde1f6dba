package ratelimit

import (
	"sync"
	"time"
)

// Bucket is a classic token bucket. It is safe for concurrent use.
type Bucket struct {
	mu       sync.Mutex
	capacity float64
	tokens   float64
	rate     float64 // tokens per second
	last     time.Time
}

// NewBucket returns a full bucket holding capacity tokens that refills at rate tokens per second.
func NewBucket(capacity int, rate float64) *Bucket {
	return &Bucket{
		capacity: float64(capacity),
		tokens:   float64(capacity),
		rate:     rate,
		last:     time.Now(),
	}
}

// refill adds the tokens earned since the last call. The caller must hold b.mu.
func (b *Bucket) refill() {
	now := time.Now()
	elapsed := now.Sub(b.last).Seconds()
	if elapsed <= 0 {
		return
	}
	b.tokens += elapsed * b.rate
	if b.tokens > b.capacity {
		b.tokens = b.capacity
	}
	b.last = now
}

// Allow reports whether one token is available and takes it if so.
func (b *Bucket) Allow() bool {
	return b.AllowN(1)
}

// AllowN reports whether n tokens are available and takes them if so.
func (b *Bucket) AllowN(n int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	if b.tokens < float64(n) {
		return false
	}
	b.tokens -= float64(n)
	return true
}

// Wait returns how long the caller must wait before n tokens are available.
func (b *Bucket) Wait(n int) time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	missing := float64(n) - b.tokens
	if missing <= 0 {
		return 0
	}
	return time.Duration(missing / b.rate * float64(time.Second))
}

// Available returns the number of whole tokens currently in the bucket.
func (b *Bucket) Available() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	return int(b.tokens)
}

// SetRate changes the refill rate; tokens earned so far are kept.
func (b *Bucket) SetRate(rate float64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill()
	b.rate = rate
}
