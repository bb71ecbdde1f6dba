import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"example.com/accounts/internal/domain"
)

// ... existing code ...

func (r *UserRepo) FindByEmail(ctx context.Context, email string) (*domain.User, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	row := r.db.QueryRowContext(ctx,
		`SELECT id, email, name, created_at FROM users WHERE email = $1`, email)
	var u domain.User
	if err := row.Scan(&u.ID, &u.Email, &u.Name, &u.CreatedAt); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, domain.ErrUserNotFound
		}
		return nil, fmt.Errorf("find user by email %q: %w", email, err)
	}
	return &u, nil
}

// ... existing code ...
