import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ... existing code ...

func (s *Store) GetOrder(ctx context.Context, id int64) (*Order, error) {
	var o Order
	err := s.db.QueryRowContext(ctx,
		`SELECT id, customer_id, status, total_cents, created_at FROM orders WHERE id = $1`, id,
	).Scan(&o.ID, &o.CustomerID, &o.Status, &o.TotalCents, &o.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	// ... existing code ...
}

// ... existing code ...
