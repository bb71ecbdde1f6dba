package fines

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// Fine is one charge on a patron's account.
type Fine struct {
	ID          int64
	CardNumber  string
	Barcode     string
	Reason      string
	AmountCents int64
	PaidCents   int64
	AssessedAt  time.Time
}

// PostgresStore reads and writes fines in the circulation database.
type PostgresStore struct {
	db *sql.DB
}

func NewPostgresStore(db *sql.DB) *PostgresStore {
	return &PostgresStore{db: db}
}

func scanFines(rows *sql.Rows) ([]Fine, error) {
	defer rows.Close()
	var out []Fine
	for rows.Next() {
		var f Fine
		if err := rows.Scan(&f.ID, &f.CardNumber, &f.Barcode, &f.Reason,
			&f.AmountCents, &f.PaidCents, &f.AssessedAt); err != nil {
			return nil, fmt.Errorf("scan fine: %w", err)
		}
		out = append(out, f)
	}
	return out, rows.Err()
}

func (s *PostgresStore) ByPatron(ctx context.Context, card string) ([]Fine, error) {
	rows, err := s.db.QueryContext(ctx, `
		SELECT id, card_number, barcode, reason, amount_cents, paid_cents, assessed_at
		FROM fines
		WHERE card_number = $1
		ORDER BY assessed_at DESC`, card)
	if err != nil {
		return nil, fmt.Errorf("fines by patron: %w", err)
	}
	return scanFines(rows)
}

func (s *PostgresStore) UnpaidByPatron(ctx context.Context, card string) ([]Fine, error) {
	rows, err := s.db.QueryContext(ctx, `
		SELECT id, card_number, barcode, reason, amount_cents, paid_cents, assessed_at
		FROM fines
		WHERE card_number = $1 AND paid_cents < amount_cents
		ORDER BY assessed_at`, card)
	if err != nil {
		return nil, fmt.Errorf("unpaid fines by patron: %w", err)
	}
	return scanFines(rows)
}

func (s *PostgresStore) ByItem(ctx context.Context, barcode string) ([]Fine, error) {
	rows, err := s.db.QueryContext(ctx, `
		SELECT id, card_number, barcode, reason, amount_cents, paid_cents, assessed_at
		FROM fines
		WHERE barcode = $1
		ORDER BY assessed_at DESC`, barcode)
	if err != nil {
		return nil, fmt.Errorf("fines by item: %w", err)
	}
	return scanFines(rows)
}

func (s *PostgresStore) OutstandingCents(ctx context.Context, card string) (int64, error) {
	var total int64
	err := s.db.QueryRowContext(ctx, `
		SELECT COALESCE(SUM(amount_cents - paid_cents), 0)
		FROM fines
		WHERE card_number = $1 AND paid_cents < amount_cents`, card).Scan(&total)
	if err != nil {
		return 0, fmt.Errorf("outstanding fines: %w", err)
	}
	return total, nil
}

func (s *PostgresStore) Assess(ctx context.Context, f Fine) (int64, error) {
	var id int64
	err := s.db.QueryRowContext(ctx, `
		INSERT INTO fines (card_number, barcode, reason, amount_cents, paid_cents, assessed_at)
		VALUES ($1, $2, $3, $4, 0, $5)
		RETURNING id`, f.CardNumber, f.Barcode, f.Reason, f.AmountCents, f.AssessedAt).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("assess fine: %w", err)
	}
	return id, nil
}

func (s *PostgresStore) Waive(ctx context.Context, id int64, staffID string) error {
	_, err := s.db.ExecContext(ctx, `
		UPDATE fines SET waived_at = now(), waived_by = $2
		WHERE id = $1`, id, staffID)
	if err != nil {
		return fmt.Errorf("waive fine %d: %w", id, err)
	}
	return nil
}
