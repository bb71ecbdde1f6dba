import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// ... existing code ...

func (s *UserStore) Create(ctx context.Context, u *User) error {
	err := s.db.QueryRowContext(ctx, "INSERT INTO users (email, name) VALUES ($1, $2) RETURNING id", u.Email, u.Name).Scan(&u.ID)
	if err != nil {
		return fmt.Errorf("create user %s: %w", u.Email, err)
	}
	return nil
}

// ... existing code ...
