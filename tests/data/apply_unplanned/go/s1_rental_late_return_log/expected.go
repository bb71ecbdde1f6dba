package rentals

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"time"
)

var ErrNotFound = errors.New("rental not found")

const lateFeePerHour = 5.00

type Rental struct {
	ID         int64
	SkierID    int64
	ItemTag    string
	StartedAt  time.Time
	DueAt      time.Time
	ReturnedAt sql.NullTime
	LateFee    float64
}

type RentalService struct {
	db  *sql.DB
	now func() time.Time
}

func NewRentalService(db *sql.DB) *RentalService {
	return &RentalService{db: db, now: time.Now}
}

func (s *RentalService) get(ctx context.Context, id int64) (*Rental, error) {
	var r Rental
	err := s.db.QueryRowContext(ctx,
		`SELECT id, skier_id, item_tag, started_at, due_at, returned_at, late_fee
		   FROM rentals WHERE id = $1`, id).
		Scan(&r.ID, &r.SkierID, &r.ItemTag, &r.StartedAt, &r.DueAt, &r.ReturnedAt, &r.LateFee)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("load rental %d: %w", id, err)
	}
	return &r, nil
}

func (s *RentalService) StartRental(ctx context.Context, skierID int64, itemTag string, hours int) (int64, error) {
	now := s.now()
	var id int64
	err := s.db.QueryRowContext(ctx,
		`INSERT INTO rentals (skier_id, item_tag, started_at, due_at)
		 VALUES ($1, $2, $3, $4) RETURNING id`,
		skierID, itemTag, now, now.Add(time.Duration(hours)*time.Hour)).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("start rental for %s: %w", itemTag, err)
	}
	return id, nil
}

func (s *RentalService) ExtendRental(ctx context.Context, rentalID int64, extraHours int) error {
	r, err := s.get(ctx, rentalID)
	if err != nil {
		return err
	}
	if r.ReturnedAt.Valid {
		return fmt.Errorf("rental %d already returned", rentalID)
	}
	_, err = s.db.ExecContext(ctx,
		`UPDATE rentals SET due_at = $1 WHERE id = $2`,
		r.DueAt.Add(time.Duration(extraHours)*time.Hour), rentalID)
	if err != nil {
		return fmt.Errorf("extend rental %d: %w", rentalID, err)
	}
	return nil
}

func (s *RentalService) ReturnEquipment(ctx context.Context, rentalID int64) error {
	r, err := s.get(ctx, rentalID)
	if err != nil {
		return err
	}
	if r.ReturnedAt.Valid {
		return fmt.Errorf("rental %d already returned", rentalID)
	}
	now := s.now()
	fee := 0.0
	if now.After(r.DueAt) {
		fee = lateFeePerHour * now.Sub(r.DueAt).Hours()
		slog.Info("late equipment return",
			"rental", rentalID, "item", r.ItemTag, "fee", fee)
	}
	_, err = s.db.ExecContext(ctx,
		`UPDATE rentals SET returned_at = $1, late_fee = $2 WHERE id = $3`,
		now, fee, rentalID)
	if err != nil {
		return fmt.Errorf("return rental %d: %w", rentalID, err)
	}
	return nil
}

func (s *RentalService) OpenRentals(ctx context.Context, skierID int64) ([]Rental, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, skier_id, item_tag, started_at, due_at, returned_at, late_fee
		   FROM rentals WHERE skier_id = $1 AND returned_at IS NULL
		  ORDER BY due_at`, skierID)
	if err != nil {
		return nil, fmt.Errorf("list rentals for skier %d: %w", skierID, err)
	}
	defer rows.Close()

	var out []Rental
	for rows.Next() {
		var r Rental
		if err := rows.Scan(&r.ID, &r.SkierID, &r.ItemTag, &r.StartedAt, &r.DueAt, &r.ReturnedAt, &r.LateFee); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}
