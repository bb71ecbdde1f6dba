package workorders

import (
	"fmt"
	"time"
)

// Status is the lifecycle state of a maintenance work order.
type Status string

const (
	StatusOpen       Status = "open"
	StatusAssigned   Status = "assigned"
	StatusInProgress Status = "in_progress"
	StatusCompleted  Status = "completed"
	StatusClosed     Status = "closed"
)

// WorkOrder is one maintenance task on a turbine, e.g. a gearbox oil change or a blade repair.
type WorkOrder struct {
	ID          string
	TurbineID   string
	Title       string
	Priority    int // 1 = safety critical, 4 = next planned visit
	Status      Status
	Technicians []string
	AssignedAt  time.Time
	StartedAt   time.Time
	CompletedAt time.Time
	SignedOffBy string
}

// Assign hands an open work order to a crew of technicians.
func (w *WorkOrder) Assign(crew []string, at time.Time) error {
	if w.Status != StatusOpen {
		return fmt.Errorf("work order %s: cannot assign from %s", w.ID, w.Status)
	}
	if len(crew) < 2 {
		return fmt.Errorf("work order %s: nacelle work needs at least two technicians", w.ID)
	}
	w.Technicians = crew
	w.Status = StatusAssigned
	w.AssignedAt = at
	return nil
}

// Start moves an assigned work order into progress once the crew is on site.
func (w *WorkOrder) Start(at time.Time) error {
	if w.Status != StatusAssigned {
		return fmt.Errorf("work order %s: cannot start from %s", w.ID, w.Status)
	}
	w.Status = StatusInProgress
	w.StartedAt = at
	return nil
}

// Complete records the technician's sign-off after the job is done.
func (w *WorkOrder) Complete(signedOffBy string, at time.Time) error {
	if w.Status != StatusInProgress {
		return fmt.Errorf("work order %s: cannot complete from %s", w.ID, w.Status)
	}
	if signedOffBy == "" {
		return fmt.Errorf("work order %s: completion needs a sign-off", w.ID)
	}
	w.Status = StatusCompleted
	w.CompletedAt = at
	w.SignedOffBy = signedOffBy
	return nil
}

// Close archives a completed work order once the site manager has reviewed it.
func (w *WorkOrder) Close() error {
	if w.Status != StatusCompleted {
		return fmt.Errorf("work order %s: cannot close from %s", w.ID, w.Status)
	}
	w.Status = StatusClosed
	return nil
}

// Duration reports how long the crew spent on the job.
func (w *WorkOrder) Duration() time.Duration {
	if w.StartedAt.IsZero() || w.CompletedAt.IsZero() {
		return 0
	}
	return w.CompletedAt.Sub(w.StartedAt)
}
