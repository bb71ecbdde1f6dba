// ... existing code ...

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
	// ... existing code ...
}

// ... existing code ...
