func (f *Flusher) Run(ctx context.Context) error {
	// ... existing code ...
	for {
		select {
		case <-ctx.Done():
			// ... drain and return as before ...
		case <-ticker.C:
			start := time.Now()
			f.flush(ctx)
			f.logger.Debug("metrics flushed", "took", time.Since(start))
		}
	}
}
