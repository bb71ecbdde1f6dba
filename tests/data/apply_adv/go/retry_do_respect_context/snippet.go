// Do calls op until it succeeds, returns a permanent error, the context is
// cancelled, or the policy runs out.
func Do(ctx context.Context, p Policy, op func(context.Context) error) error {
	var lastErr error
	for attempt := 1; attempt <= p.Attempts; attempt++ {
		if err := ctx.Err(); err != nil {
			return errors.Join(err, lastErr)
		}
		err := op(ctx)
		if err == nil {
			return nil
		}
		var perm permanentError
		if errors.As(err, &perm) {
			return perm.err
		}
		lastErr = err
		if attempt == p.Attempts {
			break
		}
		timer := time.NewTimer(p.Delay(attempt))
		select {
		case <-ctx.Done():
			timer.Stop()
			return errors.Join(ctx.Err(), lastErr)
		case <-timer.C:
		}
	}
	return errors.Join(ErrExhausted, lastErr)
}
