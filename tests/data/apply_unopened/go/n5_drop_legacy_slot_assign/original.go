package scheduling

import (
	"context"
	"errors"
	"sort"
	"time"
)

// ErrNoFreeSlot is returned when a match cannot be placed on any stage.
var ErrNoFreeSlot = errors.New("scheduling: no free slot before deadline")

// Slot is a block of broadcast time on a single stage.
type Slot struct {
	Stage   string
	Start   time.Time
	End     time.Time
	MatchID string
}

// Match is a pending bracket match that still needs a start time.
type Match struct {
	ID          string
	Round       int
	EarliestAt  time.Time
	Deadline    time.Time
	EstDuration time.Duration
}

// SlotStore persists slot assignments.
type SlotStore interface {
	ListSlots(ctx context.Context, day time.Time) ([]Slot, error)
	SaveSlot(ctx context.Context, s Slot) error
}

// Scheduler places matches onto stages for a tournament day.
type Scheduler struct {
	store  SlotStore
	stages []string
	buffer time.Duration
}

// NewScheduler builds a scheduler with a fixed changeover buffer.
func NewScheduler(store SlotStore, stages []string, buffer time.Duration) *Scheduler {
	return &Scheduler{store: store, stages: stages, buffer: buffer}
}

// legacyAssignSlots places matches in ID order on the first stage only.
// Deprecated: kept for the 2023 season importer; use AssignSlots.
func (s *Scheduler) legacyAssignSlots(ctx context.Context, day time.Time, matches []Match) error {
	cursor := day
	for _, m := range matches {
		slot := Slot{
			Stage:   s.stages[0],
			Start:   cursor,
			End:     cursor.Add(m.EstDuration),
			MatchID: m.ID,
		}
		if err := s.store.SaveSlot(ctx, slot); err != nil {
			return err
		}
		cursor = slot.End.Add(s.buffer)
	}
	return nil
}

// AssignSlots places matches round by round, filling the stage that
// frees up first. Matches that cannot start before their deadline fail.
func (s *Scheduler) AssignSlots(ctx context.Context, day time.Time, matches []Match) error {
	existing, err := s.store.ListSlots(ctx, day)
	if err != nil {
		return err
	}

	freeAt := make(map[string]time.Time, len(s.stages))
	for _, stage := range s.stages {
		freeAt[stage] = day
	}
	for _, sl := range existing {
		if sl.End.Add(s.buffer).After(freeAt[sl.Stage]) {
			freeAt[sl.Stage] = sl.End.Add(s.buffer)
		}
	}

	sort.SliceStable(matches, func(i, j int) bool {
		return matches[i].Round < matches[j].Round
	})

	for _, m := range matches {
		stage := s.earliestStage(freeAt)
		start := freeAt[stage]
		if start.Before(m.EarliestAt) {
			start = m.EarliestAt
		}
		if start.After(m.Deadline) {
			return ErrNoFreeSlot
		}
		slot := Slot{Stage: stage, Start: start, End: start.Add(m.EstDuration), MatchID: m.ID}
		if err := s.store.SaveSlot(ctx, slot); err != nil {
			return err
		}
		freeAt[stage] = slot.End.Add(s.buffer)
	}
	return nil
}

func (s *Scheduler) earliestStage(freeAt map[string]time.Time) string {
	best := s.stages[0]
	for _, stage := range s.stages[1:] {
		if freeAt[stage].Before(freeAt[best]) {
			best = stage
		}
	}
	return best
}
