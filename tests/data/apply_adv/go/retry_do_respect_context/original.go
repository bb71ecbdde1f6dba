// Package retry runs operations with exponential backoff.
package retry

import (
	"context"
	"errors"
	"math/rand"
	"time"
)

// ErrExhausted is returned when every attempt failed.
var ErrExhausted = errors.New("retry: attempts exhausted")

// Policy controls how often and how long Do waits between attempts.
type Policy struct {
	Attempts   int
	BaseDelay  time.Duration
	MaxDelay   time.Duration
	Multiplier float64
	Jitter     float64
}

// DefaultPolicy is suitable for calls to internal HTTP services.
var DefaultPolicy = Policy{
	Attempts:   4,
	BaseDelay:  100 * time.Millisecond,
	MaxDelay:   2 * time.Second,
	Multiplier: 2,
	Jitter:     0.2,
}

type permanentError struct{ err error }

func (p permanentError) Error() string { return p.err.Error() }
func (p permanentError) Unwrap() error { return p.err }

// Permanent marks err so that Do stops retrying immediately.
func Permanent(err error) error {
	if err == nil {
		return nil
	}
	return permanentError{err: err}
}

// Delay returns the wait before the given attempt (1-based).
func (p Policy) Delay(attempt int) time.Duration {
	d := float64(p.BaseDelay)
	for i := 1; i < attempt; i++ {
		d *= p.Multiplier
	}
	if max := float64(p.MaxDelay); p.MaxDelay > 0 && d > max {
		d = max
	}
	if p.Jitter > 0 {
		d += d * p.Jitter * (rand.Float64()*2 - 1)
	}
	return time.Duration(d)
}

// Do calls op until it succeeds, returns a permanent error, or the policy runs out.
func Do(ctx context.Context, p Policy, op func(context.Context) error) error {
	var lastErr error
	for attempt := 1; attempt <= p.Attempts; attempt++ {
		err := op(ctx)
		if err == nil {
			return nil
		}
		var perm permanentError
		if errors.As(err, &perm) {
			return perm.err
		}
		lastErr = err
		time.Sleep(p.Delay(attempt))
	}
	return errors.Join(ErrExhausted, lastErr)
}

// DoValue is Do for operations that return a value.
func DoValue[T any](ctx context.Context, p Policy, op func(context.Context) (T, error)) (T, error) {
	var result T
	err := Do(ctx, p, func(ctx context.Context) error {
		v, err := op(ctx)
		if err != nil {
			return err
		}
		result = v
		return nil
	})
	return result, err
}
