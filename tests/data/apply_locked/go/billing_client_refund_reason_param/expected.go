package billing

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"time"
)

var ErrTransient = errors.New("billing: transient failure")

// Gateway is the subset of the payment provider API we rely on.
type Gateway interface {
	Charge(ctx context.Context, customerID string, cents int64) (string, error)
	Refund(ctx context.Context, chargeID string) error
}

// Client wraps a Gateway with retries and bookkeeping.
type Client struct {
	gw         Gateway
	maxRetries int
	clock      func() time.Time
}

func NewClient(gw Gateway, maxRetries int) *Client {
	return &Client{gw: gw, maxRetries: maxRetries, clock: time.Now}
}

// Charge bills the customer, retrying transient gateway failures.
func (c *Client) Charge(ctx context.Context, customerID string, cents int64) (string, error) {
	if cents <= 0 {
		return "", fmt.Errorf("billing: invalid amount %d", cents)
	}
	var lastErr error
	for attempt := 0; attempt <= c.maxRetries; attempt++ {
		id, err := c.gw.Charge(ctx, customerID, cents)
		if err == nil {
			return id, nil
		}
		if !errors.Is(err, ErrTransient) {
			return "", err
		}
		lastErr = err
		if err := sleep(ctx, backoff(attempt)); err != nil {
			return "", err
		}
	}
	return "", fmt.Errorf("billing: charge failed after %d attempts: %w", c.maxRetries+1, lastErr)
}

// Refund reverses a previous charge, retrying transient gateway failures.
// The reason is included in the final error so support can trace failed refunds.
func (c *Client) Refund(ctx context.Context, chargeID string, reason string) error {
	if reason == "" {
		return errors.New("billing: refund reason is required")
	}
	var lastErr error
	for attempt := 0; attempt <= c.maxRetries; attempt++ {
		err := c.gw.Refund(ctx, chargeID)
		if err == nil {
			return nil
		}
		if !errors.Is(err, ErrTransient) {
			return err
		}
		lastErr = err
		if err := sleep(ctx, backoff(attempt)); err != nil {
			return err
		}
	}
	return fmt.Errorf("billing: refund of %s (%s) failed after %d attempts: %w", chargeID, reason, c.maxRetries+1, lastErr)
}

func backoff(attempt int) time.Duration {
	base := 100 * time.Millisecond << attempt
	jitter := time.Duration(rand.Int63n(int64(base / 2)))
	return base + jitter
}

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
