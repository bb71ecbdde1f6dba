import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// ... existing code ...

var ErrArrayNotFound = errors.New("panel array not found")

// ... existing code ...

func (s *ArrayStore) Get(ctx context.Context, id int64) (*PanelArray, error) {
	row := s.db.QueryRowContext(ctx, selectArray+" WHERE id = $1", id)
	a, err := scanArray(row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrArrayNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("get array %d: %w", id, err)
	}
	return a, nil
}

// ... existing code ...
