// ... existing code ...

	var lastErr error
	for attempt := 0; attempt <= c.MaxRetries; attempt++ {
		if body != nil {
			req.Body = io.NopCloser(bytes.NewReader(body))
		}

		resp, err := c.HTTP.Do(req.WithContext(ctx))
		if err == nil && !retryable(resp.StatusCode) {
			return resp, nil
		}
		// ... existing code ...
