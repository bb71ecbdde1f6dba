package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

// PanelArray is one physical installation owned by the co-operative.
type PanelArray struct {
	ID           int64
	Code         string
	Site         string
	CapacityKWp  float64
	Commissioned time.Time
}

var ErrArrayNotFound = fmt.Errorf("panel array not found")

const selectArray = `SELECT id, code, site, capacity_kwp, commissioned_at FROM panel_arrays`

type ArrayStore struct {
	db *sql.DB
}

func NewArrayStore(db *sql.DB) *ArrayStore {
	return &ArrayStore{db: db}
}

type rowScanner interface {
	Scan(dest ...any) error
}

func scanArray(row rowScanner) (*PanelArray, error) {
	var a PanelArray
	if err := row.Scan(&a.ID, &a.Code, &a.Site, &a.CapacityKWp, &a.Commissioned); err != nil {
		return nil, err
	}
	return &a, nil
}

func (s *ArrayStore) Get(ctx context.Context, id int64) (*PanelArray, error) {
	row := s.db.QueryRowContext(ctx, selectArray+" WHERE id = $1", id)
	a, err := scanArray(row)
	if err == sql.ErrNoRows {
		return nil, ErrArrayNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("get array %d: %v", id, err)
	}
	return a, nil
}

func (s *ArrayStore) GetByCode(ctx context.Context, code string) (*PanelArray, error) {
	row := s.db.QueryRowContext(ctx, selectArray+" WHERE code = $1", code)
	a, err := scanArray(row)
	if err == sql.ErrNoRows {
		return nil, ErrArrayNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("get array %q: %v", code, err)
	}
	return a, nil
}

func (s *ArrayStore) List(ctx context.Context) ([]*PanelArray, error) {
	rows, err := s.db.QueryContext(ctx, selectArray+" ORDER BY code")
	if err != nil {
		return nil, fmt.Errorf("list arrays: %v", err)
	}
	defer rows.Close()

	var out []*PanelArray
	for rows.Next() {
		a, err := scanArray(rows)
		if err != nil {
			return nil, fmt.Errorf("scan array: %v", err)
		}
		out = append(out, a)
	}
	return out, rows.Err()
}

func (s *ArrayStore) TotalCapacity(ctx context.Context) (float64, error) {
	var total sql.NullFloat64
	err := s.db.QueryRowContext(ctx, "SELECT SUM(capacity_kwp) FROM panel_arrays").Scan(&total)
	if err != nil {
		return 0, fmt.Errorf("total capacity: %v", err)
	}
	return total.Float64, nil
}
