// ... imports, Fine, NewPostgresStore, scanFines and ByPatron unchanged ...

func (s *PostgresStore) UnpaidByPatron(ctx context.Context, card string) ([]Fine, error) {
	rows, err := s.db.QueryContext(ctx, `
		SELECT id, card_number, barcode, reason, amount_cents, paid_cents, assessed_at
		FROM fines
		WHERE card_number = $1 AND paid_cents < amount_cents AND waived_at IS NULL
		ORDER BY assessed_at`, card)
	if err != nil {
		return nil, fmt.Errorf("unpaid fines by patron: %w", err)
	}
	return scanFines(rows)
}

// ... ByItem stays as it is ...

func (s *PostgresStore) OutstandingCents(ctx context.Context, card string) (int64, error) {
	var total int64
	err := s.db.QueryRowContext(ctx, `
		SELECT COALESCE(SUM(amount_cents - paid_cents), 0)
		FROM fines
		WHERE card_number = $1 AND paid_cents < amount_cents AND waived_at IS NULL`, card).Scan(&total)
	if err != nil {
		return 0, fmt.Errorf("outstanding fines: %w", err)
	}
	return total, nil
}

// ... Assess and Waive unchanged ...
