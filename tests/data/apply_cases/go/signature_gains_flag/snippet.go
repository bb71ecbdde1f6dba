// ... existing code ...

func (s *UserStore) Delete(ctx context.Context, id int64, hard bool) error {
	if !hard {
		_, err := s.db.ExecContext(ctx, "UPDATE users SET deleted_at = now() WHERE id = $1", id)
		return err
	}
	_, err := s.db.ExecContext(ctx, "DELETE FROM users WHERE id = $1", id)
	return err
}
