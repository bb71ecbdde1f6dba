// ...

func (s *OrderStore) ListByCustomer(ctx context.Context, customerID int64, limit int) ([]Order, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, customer_id, status, total_cents, created_at FROM orders
		 WHERE customer_id = $1 ORDER BY created_at DESC LIMIT $2`, customerID, limit,
	)
	// ...
}

// ...
