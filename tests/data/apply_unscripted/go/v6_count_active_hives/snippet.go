// ... existing code ...
		hives = append(hives, h)
	}
	return hives, rows.Err()
}

// CountActive returns how many hives at an apiary are currently active.
func (s *HiveStore) CountActive(ctx context.Context, apiaryID int64) (int, error) {
	var n int
	err := s.db.QueryRowContext(ctx,
		`SELECT count(*) FROM hives WHERE apiary_id = $1 AND status = 'active'`, apiaryID,
	).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("count active hives in apiary %d: %w", apiaryID, err)
	}
	return n, nil
}

// UpdateStatus records a status change such as "queenless" or "dead".
func (s *HiveStore) UpdateStatus(ctx context.Context, id int64, status string) error {
// ... existing code ...
