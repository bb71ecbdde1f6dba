package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Hive is a row from the hives table.
type Hive struct {
	ID            int64
	Tag           string
	ApiaryID      int64
	Status        string
	LastInspected sql.NullTime
}

// HiveStore reads and writes hive records for the co-operative.
type HiveStore struct {
	db *sql.DB
}

func NewHiveStore(db *sql.DB) *HiveStore {
	return &HiveStore{db: db}
}

// HiveByTag looks up a single hive by its painted tag, e.g. "MW-014".
func (s *HiveStore) HiveByTag(ctx context.Context, tag string) (*Hive, error) {
	var h Hive
	err := s.db.QueryRowContext(ctx,
		`SELECT id, tag, apiary_id, status, last_inspected FROM hives WHERE tag = $1`, tag,
	).Scan(&h.ID, &h.Tag, &h.ApiaryID, &h.Status, &h.LastInspected)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("hive %q not found", tag)
	}
	if err != nil {
		return nil, fmt.Errorf("query hive %q: %w", tag, err)
	}
	return &h, nil
}

// HivesInApiary lists every hive kept at one apiary site.
func (s *HiveStore) HivesInApiary(ctx context.Context, apiaryID int64) ([]Hive, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT id, tag, apiary_id, status, last_inspected FROM hives WHERE apiary_id = $1 ORDER BY tag`, apiaryID,
	)
	if err != nil {
		return nil, fmt.Errorf("query apiary %d hives: %w", apiaryID, err)
	}
	defer rows.Close()

	var hives []Hive
	for rows.Next() {
		var h Hive
		if err := rows.Scan(&h.ID, &h.Tag, &h.ApiaryID, &h.Status, &h.LastInspected); err != nil {
			return nil, err
		}
		hives = append(hives, h)
	}
	return hives, rows.Err()
}

// UpdateStatus records a status change such as "queenless" or "dead".
func (s *HiveStore) UpdateStatus(ctx context.Context, id int64, status string) error {
	_, err := s.db.ExecContext(ctx,
		`UPDATE hives SET status = $1 WHERE id = $2`, status, id,
	)
	if err != nil {
		return fmt.Errorf("update hive %d status: %w", id, err)
	}
	return nil
}

// MarkInspected stamps the hive's last inspection time.
func (s *HiveStore) MarkInspected(ctx context.Context, id int64, at time.Time) error {
	_, err := s.db.ExecContext(ctx,
		`UPDATE hives SET last_inspected = $1 WHERE id = $2`, at, id,
	)
	if err != nil {
		return fmt.Errorf("mark hive %d inspected: %w", id, err)
	}
	return nil
}
