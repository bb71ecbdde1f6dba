package inventory

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
)

var (
	ErrUnknownSKU        = errors.New("inventory: unknown sku")
	ErrInsufficientStock = errors.New("inventory: insufficient stock")
)

// Store persists stock levels in Postgres.
type Store struct {
	db     *sql.DB
	logger *slog.Logger
}

// NewStore returns a Store backed by db.
func NewStore(db *sql.DB, logger *slog.Logger) *Store {
	return &Store{db: db, logger: logger}
}

// Available returns the number of units of sku that can still be sold.
func (s *Store) Available(ctx context.Context, sku string) (int, error) {
	var onHand, reserved int
	err := s.db.QueryRowContext(ctx,
		`SELECT on_hand, reserved FROM stock WHERE sku = $1`, sku).Scan(&onHand, &reserved)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, ErrUnknownSKU
	}
	if err != nil {
		return 0, fmt.Errorf("query stock for %s: %w", sku, err)
	}
	return onHand - reserved, nil
}

// Reserve holds qty units of sku for a pending order.
func (s *Store) Reserve(ctx context.Context, sku string, qty int) error {
	res, err := s.db.ExecContext(ctx,
		`UPDATE stock SET reserved = reserved + $2
		 WHERE sku = $1 AND on_hand - reserved >= $2`, sku, qty)
	if err != nil {
		s.logger.Error("reserve failed", "sku", sku, "qty", qty, "err", err)
		return fmt.Errorf("reserve %d of %s: %w", qty, sku, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("reserve %d of %s: %w", qty, sku, err)
	}
	if n == 0 {
		return ErrInsufficientStock
	}
	s.logger.Info("stock reserved", "sku", sku, "qty", qty)
	return nil
}

// Release gives back qty units of sku that were reserved for an order that
// was cancelled or expired.
func (s *Store) Release(ctx context.Context, sku string, qty int) error {
	res, err := s.db.ExecContext(ctx,
		`UPDATE stock SET reserved = reserved - $2
		 WHERE sku = $1 AND reserved >= $2`, sku, qty)
	if err != nil {
		s.logger.Error("release failed", "sku", sku, "qty", qty, "err", err)
		return fmt.Errorf("release %d of %s: %w", qty, sku, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("release %d of %s: %w", qty, sku, err)
	}
	if n == 0 {
		return fmt.Errorf("release %d of %s: not enough reserved units", qty, sku)
	}
	s.logger.Info("reservation released", "sku", sku, "qty", qty)
	return nil
}

// Restock adds qty freshly received units of sku.
func (s *Store) Restock(ctx context.Context, sku string, qty int) error {
	res, err := s.db.ExecContext(ctx,
		`UPDATE stock SET on_hand = on_hand + $2 WHERE sku = $1`, sku, qty)
	if err != nil {
		s.logger.Error("restock failed", "sku", sku, "qty", qty, "err", err)
		return fmt.Errorf("restock %d of %s: %w", qty, sku, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("restock %d of %s: %w", qty, sku, err)
	}
	if n == 0 {
		return ErrUnknownSKU
	}
	s.logger.Info("stock replenished", "sku", sku, "qty", qty)
	return nil
}

// LowStock lists the SKUs whose sellable quantity is below threshold.
func (s *Store) LowStock(ctx context.Context, threshold int) ([]string, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT sku FROM stock WHERE on_hand - reserved < $1 ORDER BY sku`, threshold)
	if err != nil {
		return nil, fmt.Errorf("query low stock: %w", err)
	}
	defer rows.Close()

	var skus []string
	for rows.Next() {
		var sku string
		if err := rows.Scan(&sku); err != nil {
			return nil, fmt.Errorf("scan low stock: %w", err)
		}
		skus = append(skus, sku)
	}
	return skus, rows.Err()
}
