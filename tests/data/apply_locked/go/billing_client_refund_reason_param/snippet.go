// ... existing code ...

// Refund reverses a previous charge, retrying transient gateway failures.
// The reason is included in the final error so support can trace failed refunds.
func (c *Client) Refund(ctx context.Context, chargeID string, reason string) error {
	if reason == "" {
		return errors.New("billing: refund reason is required")
	}
	var lastErr error
	// ... existing code ...
	return fmt.Errorf("billing: refund of %s (%s) failed after %d attempts: %w", chargeID, reason, c.maxRetries+1, lastErr)
}

// ... existing code ...
