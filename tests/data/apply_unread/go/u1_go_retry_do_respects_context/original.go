package retry

import (
	"context"
	"errors"
	"math/rand"
	"time"
)

// Policy describes how an operation is retried.
type Policy struct {
	MaxAttempts int
	BaseDelay   time.Duration
	MaxDelay    time.Duration
	Jitter      float64
}

// DefaultPolicy is used when callers pass a zero Policy.
var DefaultPolicy = Policy{
	MaxAttempts: 5,
	BaseDelay:   100 * time.Millisecond,
	MaxDelay:    5 * time.Second,
	Jitter:      0.2,
}

// ErrPermanent marks an error that must not be retried.
var ErrPermanent = errors.New("permanent failure")

type permanentError struct{ err error }

func (p permanentError) Error() string { return p.err.Error() }
func (p permanentError) Unwrap() error { return p.err }
func (p permanentError) Is(target error) bool {
	return target == ErrPermanent
}

// Permanent wraps err so that Do stops retrying.
func Permanent(err error) error {
	if err == nil {
		return nil
	}
	return permanentError{err: err}
}

// Backoff returns the delay before the given attempt (1-based).
func (p Policy) Backoff(attempt int) time.Duration {
	delay := p.BaseDelay << (attempt - 1)
	if delay <= 0 || delay > p.MaxDelay {
		delay = p.MaxDelay
	}
	if p.Jitter > 0 {
		spread := float64(delay) * p.Jitter
		delay += time.Duration((rand.Float64()*2 - 1) * spread)
	}
	return delay
}

// Do runs op until it succeeds, returns a permanent error, or attempts run out.
func Do(ctx context.Context, p Policy, op func(context.Context) error) error {
	if p.MaxAttempts == 0 {
		p = DefaultPolicy
	}
	var err error
	for attempt := 1; attempt <= p.MaxAttempts; attempt++ {
		err = op(ctx)
		if err == nil || errors.Is(err, ErrPermanent) {
			return err
		}
		time.Sleep(p.Backoff(attempt))
	}
	return err
}

// DoValue is Do for operations that return a value.
func DoValue[T any](ctx context.Context, p Policy, op func(context.Context) (T, error)) (T, error) {
	var out T
	err := Do(ctx, p, func(ctx context.Context) error {
		v, err := op(ctx)
		if err == nil {
			out = v
		}
		return err
	})
	return out, err
}
