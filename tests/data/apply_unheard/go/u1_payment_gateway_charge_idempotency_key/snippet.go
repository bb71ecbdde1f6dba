// ... existing code ...

func (c *Client) Charge(ctx context.Context, amountCents int64, currency, source, idempotencyKey string) (*ChargeResponse, error) {
	// ... existing code ...
	req.Header.Set("Authorization", "Bearer "+c.apiKey)
	req.Header.Set("Content-Type", "application/json")
	if idempotencyKey != "" {
		req.Header.Set("Idempotency-Key", idempotencyKey)
	}

	var out ChargeResponse
	// ... existing code ...
}

// ... existing code ...
