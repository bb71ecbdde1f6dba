package retry

import (
	"context"
	"errors"
	"math"
	"math/rand"
	"time"
)

// Policy describes how failed operations are retried.
type Policy struct {
	MaxAttempts int
	BaseDelay   time.Duration
	MaxDelay    time.Duration
	Multiplier  float64
	Jitter      float64
}

// ErrPermanent marks an error that must not be retried.
var ErrPermanent = errors.New("retry: permanent failure")

func DefaultPolicy() Policy {
	return Policy{
		MaxAttempts: 5,
		BaseDelay:   100 * time.Millisecond,
		MaxDelay:    10 * time.Second,
		Multiplier:  2.0,
		Jitter:      0.2,
	}
}

// Backoff returns how long to wait before the given attempt (starting at 1).
func (p Policy) Backoff(attempt int) time.Duration {
	if attempt <= 1 {
		return p.BaseDelay
	}
	d := float64(p.BaseDelay) * math.Pow(p.Multiplier, float64(attempt-1))
	if p.Jitter > 0 {
		d += d * p.Jitter * (rand.Float64()*2 - 1)
	}
	return time.Duration(d)
}

// Budget returns the worst-case total time spent waiting between attempts.
func (p Policy) Budget() time.Duration {
	var total time.Duration
	for attempt := 2; attempt <= p.MaxAttempts; attempt++ {
		total += p.Backoff(attempt)
	}
	return total
}

// Do calls fn until it succeeds, returns a permanent error or runs out of attempts.
func (p Policy) Do(ctx context.Context, fn func(context.Context) error) error {
	var err error
	for attempt := 1; attempt <= p.MaxAttempts; attempt++ {
		if err = fn(ctx); err == nil || errors.Is(err, ErrPermanent) {
			return err
		}
		if attempt == p.MaxAttempts {
			break
		}
		timer := time.NewTimer(p.Backoff(attempt + 1))
		select {
		case <-ctx.Done():
			timer.Stop()
			return ctx.Err()
		case <-timer.C:
		}
	}
	return err
}
