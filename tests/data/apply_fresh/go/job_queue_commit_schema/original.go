package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"
)

var schema = []string{
	`CREATE TABLE IF NOT EXISTS jobs (
		id         BIGSERIAL PRIMARY KEY,
		kind       TEXT NOT NULL,
		payload    JSONB NOT NULL,
		run_at     TIMESTAMPTZ NOT NULL DEFAULT now(),
		attempts   INT NOT NULL DEFAULT 0,
		locked_at  TIMESTAMPTZ
	)`,
	`CREATE INDEX IF NOT EXISTS jobs_run_at_idx ON jobs (run_at) WHERE locked_at IS NULL`,
}

func ensureSchema(ctx context.Context, db *sql.DB) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	defer tx.Rollback()
	for _, stmt := range schema {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("apply schema: %w", err)
		}
	}
	return nil
}

type Queue struct {
	db *sql.DB
}

func NewQueue(ctx context.Context, db *sql.DB) (*Queue, error) {
	if err := ensureSchema(ctx, db); err != nil {
		return nil, err
	}
	return &Queue{db: db}, nil
}

func (q *Queue) Enqueue(ctx context.Context, kind string, payload []byte, runAt time.Time) error {
	_, err := q.db.ExecContext(ctx,
		`INSERT INTO jobs (kind, payload, run_at) VALUES ($1, $2, $3)`, kind, payload, runAt)
	if err != nil {
		return fmt.Errorf("enqueue %s: %w", kind, err)
	}
	return nil
}

func (q *Queue) Release(ctx context.Context, id int64, retryIn time.Duration) error {
	_, err := q.db.ExecContext(ctx,
		`UPDATE jobs SET locked_at = NULL, attempts = attempts + 1, run_at = $2 WHERE id = $1`,
		id, time.Now().Add(retryIn))
	if err != nil {
		return fmt.Errorf("release job %d: %w", id, err)
	}
	return nil
}

func (q *Queue) Complete(ctx context.Context, id int64) error {
	if _, err := q.db.ExecContext(ctx, `DELETE FROM jobs WHERE id = $1`, id); err != nil {
		return fmt.Errorf("complete job %d: %w", id, err)
	}
	return nil
}
