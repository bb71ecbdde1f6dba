// ... existing code ...

// NewScheduler builds a scheduler with a fixed changeover buffer.
func NewScheduler(store SlotStore, stages []string, buffer time.Duration) *Scheduler {
	return &Scheduler{store: store, stages: stages, buffer: buffer}
}

// ... removed legacyAssignSlots (2023 importer is gone) ...

// AssignSlots places matches round by round, filling the stage that
// frees up first. Matches that cannot start before their deadline fail.
func (s *Scheduler) AssignSlots(ctx context.Context, day time.Time, matches []Match) error {
	// ... existing code ...
}

// ... existing code ...
