// ... existing code ...

	if err != nil {
		return nil, fmt.Errorf("get user by email: %w", err)
	}
	return &u, nil
}

// ListByRole returns up to limit users with the given role, newest first.
func (r *UserRepo) ListByRole(ctx context.Context, role string, limit int) ([]User, error) {
	rows, err := r.db.QueryContext(ctx,
		`SELECT id, email, name, role, created_at FROM users WHERE role = $1 ORDER BY created_at DESC LIMIT $2`,
		role, limit)
	if err != nil {
		return nil, fmt.Errorf("list users by role %q: %w", role, err)
	}
	defer rows.Close()

	var users []User
	for rows.Next() {
		var u User
		if err := rows.Scan(&u.ID, &u.Email, &u.Name, &u.Role, &u.CreatedAt); err != nil {
			return nil, err
		}
		users = append(users, u)
	}
	return users, rows.Err()
}

func (r *UserRepo) Create(ctx context.Context, u *User) error {
// ... existing code ...
