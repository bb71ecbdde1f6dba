// ... existing code ...
	if err := s.ledger.Credit(ctx, memberID, points, "flight"); err != nil {
		return 0, fmt.Errorf("credit flight points: %w", err)
	}
	return points, nil
}

// Redeem debits points for an award booking after checking the balance.
func (s *Service) Redeem(ctx context.Context, memberID string, points int64) error {
// ... existing code ...
