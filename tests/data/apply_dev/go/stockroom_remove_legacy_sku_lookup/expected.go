package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// ErrNotFound is returned when no row matches a lookup.
var ErrNotFound = errors.New("store: not found")

// Item is one stock-keeping unit as stored in the items table.
type Item struct {
	ID        int64
	SKU       string
	Name      string
	OnHand    int
	UpdatedAt time.Time
}

const selectItem = `SELECT id, sku, name, on_hand, updated_at FROM items`

// Store wraps the database handle used by the stockroom service.
type Store struct {
	db *sql.DB
}

// New returns a Store that uses db.
func New(db *sql.DB) *Store {
	return &Store{db: db}
}

func scanItem(row *sql.Row) (*Item, error) {
	var it Item
	err := row.Scan(&it.ID, &it.SKU, &it.Name, &it.OnHand, &it.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	return &it, nil
}

// FindByID loads the item with the given primary key.
func (s *Store) FindByID(ctx context.Context, id int64) (*Item, error) {
	row := s.db.QueryRowContext(ctx, selectItem+" WHERE id = $1", id)
	return scanItem(row)
}

// FindBySKU loads the item with the given SKU.
func (s *Store) FindBySKU(ctx context.Context, sku string) (*Item, error) {
	row := s.db.QueryRowContext(ctx, selectItem+" WHERE sku = $1", sku)
	return scanItem(row)
}

// Save inserts the item or updates the existing row with the same SKU.
func (s *Store) Save(ctx context.Context, it *Item) error {
	it.UpdatedAt = time.Now().UTC()
	return s.db.QueryRowContext(ctx,
		`INSERT INTO items (sku, name, on_hand, updated_at) VALUES ($1, $2, $3, $4)
ON CONFLICT (sku) DO UPDATE SET name = EXCLUDED.name, on_hand = EXCLUDED.on_hand,
	updated_at = EXCLUDED.updated_at
RETURNING id`,
		it.SKU, it.Name, it.OnHand, it.UpdatedAt,
	).Scan(&it.ID)
}

// Adjust changes the on-hand quantity of one item by delta.
func (s *Store) Adjust(ctx context.Context, sku string, delta int) error {
	res, err := s.db.ExecContext(ctx,
		`UPDATE items SET on_hand = on_hand + $1, updated_at = $2 WHERE sku = $3`,
		delta, time.Now().UTC(), sku)
	if err != nil {
		return err
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
