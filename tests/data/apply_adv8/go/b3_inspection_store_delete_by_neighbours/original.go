package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/springfield-gov/permits/internal/domain"
)

// ErrInspectionNotFound is returned when no inspection matches the given ID.
var ErrInspectionNotFound = errors.New("inspection not found")

const inspectionColumns = `id, permit_id, inspector_id, kind, status, scheduled_for, completed_at, result_notes`

// InspectionStore persists field inspections in Postgres.
type InspectionStore struct {
	db *sql.DB
}

func NewInspectionStore(db *sql.DB) *InspectionStore {
	return &InspectionStore{db: db}
}

func (s *InspectionStore) Get(ctx context.Context, id int64) (domain.Inspection, error) {
	row := s.db.QueryRowContext(ctx, `SELECT `+inspectionColumns+` FROM inspections WHERE id = $1`, id)
	insp, err := scanInspection(row)
	if errors.Is(err, sql.ErrNoRows) {
		return domain.Inspection{}, ErrInspectionNotFound
	}
	return insp, err
}

func (s *InspectionStore) ListByPermit(ctx context.Context, permitID int64) ([]domain.Inspection, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT `+inspectionColumns+` FROM inspections WHERE permit_id = $1 ORDER BY scheduled_for`, permitID)
	if err != nil {
		return nil, fmt.Errorf("list inspections for permit %d: %w", permitID, err)
	}
	defer rows.Close()
	return scanInspections(rows)
}

func (s *InspectionStore) ListByInspector(ctx context.Context, inspectorID string, day time.Time) ([]domain.Inspection, error) {
	start := day.Truncate(24 * time.Hour)
	rows, err := s.db.QueryContext(ctx,
		`SELECT `+inspectionColumns+` FROM inspections
		 WHERE inspector_id = $1 AND scheduled_for >= $2 AND scheduled_for < $3
		 ORDER BY scheduled_for`, inspectorID, start, start.Add(24*time.Hour))
	if err != nil {
		return nil, fmt.Errorf("list inspections for inspector %s: %w", inspectorID, err)
	}
	defer rows.Close()
	return scanInspections(rows)
}

// ListPendingLegacy reads from the pre-2020 table kept around for the data migration.
func (s *InspectionStore) ListPendingLegacy(ctx context.Context) ([]domain.Inspection, error) {
	rows, err := s.db.QueryContext(ctx,
		`SELECT `+inspectionColumns+` FROM legacy_inspections WHERE status = 'pending'`)
	if err != nil {
		return nil, fmt.Errorf("list legacy inspections: %w", err)
	}
	defer rows.Close()
	return scanInspections(rows)
}

func (s *InspectionStore) Complete(ctx context.Context, id int64, status domain.InspectionStatus, notes string) error {
	res, err := s.db.ExecContext(ctx,
		`UPDATE inspections SET status = $2, completed_at = now(), result_notes = $3 WHERE id = $1`,
		id, status, notes)
	if err != nil {
		return fmt.Errorf("complete inspection %d: %w", id, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return ErrInspectionNotFound
	}
	return nil
}

type rowScanner interface {
	Scan(dest ...any) error
}

func scanInspection(row rowScanner) (domain.Inspection, error) {
	var insp domain.Inspection
	var completedAt sql.NullTime
	var notes sql.NullString
	err := row.Scan(&insp.ID, &insp.PermitID, &insp.InspectorID, &insp.Kind, &insp.Status,
		&insp.ScheduledFor, &completedAt, &notes)
	if err != nil {
		return domain.Inspection{}, err
	}
	if completedAt.Valid {
		insp.CompletedAt = &completedAt.Time
	}
	insp.ResultNotes = notes.String
	return insp, nil
}

func scanInspections(rows *sql.Rows) ([]domain.Inspection, error) {
	var out []domain.Inspection
	for rows.Next() {
		insp, err := scanInspection(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, insp)
	}
	return out, rows.Err()
}
