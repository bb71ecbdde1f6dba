// ... existing code ...

// Flush sends the current counters to every configured sink.
func (e *Exporter) Flush(ctx context.Context) error {
	snap := e.snapshot()
	if err := e.pushGateway(ctx, snap); err != nil {
		return fmt.Errorf("push gateway: %w", err)
	}
	return nil
}

// ... pushGateway unchanged ...

// ... removed pushStatsd() — statsd output is no longer supported ...

// ... existing code ...
