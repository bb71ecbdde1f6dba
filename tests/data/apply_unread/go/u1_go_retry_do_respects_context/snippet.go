// Do runs op until it succeeds, returns a permanent error, attempts run out,
// or ctx is cancelled. The last operation error is returned, joined with the
// context error when the wait was interrupted.
func Do(ctx context.Context, p Policy, op func(context.Context) error) error {
	if p.MaxAttempts == 0 {
		p = DefaultPolicy
	}
	var err error
	for attempt := 1; attempt <= p.MaxAttempts; attempt++ {
		if ctxErr := ctx.Err(); ctxErr != nil {
			return errors.Join(err, ctxErr)
		}
		err = op(ctx)
		if err == nil || errors.Is(err, ErrPermanent) {
			return err
		}
		if attempt == p.MaxAttempts {
			break
		}
		timer := time.NewTimer(p.Backoff(attempt))
		select {
		case <-ctx.Done():
			timer.Stop()
			return errors.Join(err, ctx.Err())
		case <-timer.C:
		}
	}
	return err
}
