// ... existing code ...

	if n == 0 {
		return ErrInsufficientStock
	}
	s.logger.Info("stock reserved", "sku", sku, "qty", qty)
	return nil
}

// Release gives back qty units of sku that were reserved for an order that
// was cancelled or expired.
func (s *Store) Release(ctx context.Context, sku string, qty int) error {
	res, err := s.db.ExecContext(ctx,
		`UPDATE stock SET reserved = reserved - $2
		 WHERE sku = $1 AND reserved >= $2`, sku, qty)
	if err != nil {
		s.logger.Error("release failed", "sku", sku, "qty", qty, "err", err)
		return fmt.Errorf("release %d of %s: %w", qty, sku, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("release %d of %s: %w", qty, sku, err)
	}
	if n == 0 {
		return fmt.Errorf("release %d of %s: not enough reserved units", qty, sku)
	}
	s.logger.Info("reservation released", "sku", sku, "qty", qty)
	return nil
}

// ... existing code ...
