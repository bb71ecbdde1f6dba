package inventory

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

var ErrNotFound = errors.New("inventory: item not found")

type Item struct {
	ID          int64
	SKU         string
	Name        string
	WarehouseID int64
	Quantity    int
}

type Store struct {
	db *sql.DB
}

func NewStore(db *sql.DB) *Store {
	return &Store{db: db}
}

func (s *Store) GetByID(ctx context.Context, id int64) (*Item, error) {
	row := s.db.QueryRowContext(ctx,
		`SELECT id, sku, name, warehouse_id, quantity FROM items WHERE id = $1`, id)
	var it Item
	if err := row.Scan(&it.ID, &it.SKU, &it.Name, &it.WarehouseID, &it.Quantity); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("get item %d: %w", id, err)
	}
	return &it, nil
}

func (s *Store) GetBySKU(ctx context.Context, sku string) (*Item, error) {
	row := s.db.QueryRowContext(ctx,
		`SELECT id, sku, name, warehouse_id, quantity FROM items WHERE sku = $1`, sku)
	var it Item
	if err := row.Scan(&it.ID, &it.SKU, &it.Name, &it.WarehouseID, &it.Quantity); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("get item %q: %w", sku, err)
	}
	return &it, nil
}

func (s *Store) AdjustQuantity(ctx context.Context, id int64, delta int) error {
	res, err := s.db.ExecContext(ctx,
		`UPDATE items SET quantity = quantity + $1 WHERE id = $2`, delta, id)
	if err != nil {
		return fmt.Errorf("adjust item %d: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}

func (s *Store) Delete(ctx context.Context, id int64) error {
	res, err := s.db.ExecContext(ctx, `DELETE FROM items WHERE id = $1`, id)
	if err != nil {
		return fmt.Errorf("delete item %d: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}
