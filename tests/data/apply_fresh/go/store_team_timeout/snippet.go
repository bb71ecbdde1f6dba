// ... existing code ...

func (s *Store) GetTeam(ctx context.Context, id int64) (*Team, error) {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	row := s.db.QueryRowContext(ctx, `SELECT id, name, slug FROM teams WHERE id = $1`, id)
	// ... existing code ...
}

// ... existing code ...
