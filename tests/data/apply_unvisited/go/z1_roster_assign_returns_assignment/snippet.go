// ... existing code ...

// Assign books nurseID onto shift on date, enforcing one shift per day.
// It returns the stored assignment so callers can publish it to the staff app.
func (r *Roster) Assign(nurseID string, date time.Time, shift ShiftKind) (Assignment, error) {
	for _, a := range r.Assignments {
		if a.NurseID == nurseID && sameDay(a.Date, date) {
			return Assignment{}, ErrDoubleBooked
		}
	}
	if limit, ok := r.MaxPerShift[shift]; ok && r.countOn(date, shift) >= limit {
		return Assignment{}, fmt.Errorf("%w: %s on %s", ErrShiftFull, shift, date.Format("2006-01-02"))
	}
	added := Assignment{NurseID: nurseID, Date: date, Shift: shift}
	r.Assignments = append(r.Assignments, added)
	return added, nil
}

// AssignWeek books the same shift Monday to Friday, collecting failures.
func (r *Roster) AssignWeek(nurseID string, monday time.Time, shift ShiftKind) []error {
	var errs []error
	for i := 0; i < 5; i++ {
		if _, err := r.Assign(nurseID, monday.AddDate(0, 0, i), shift); err != nil {
			errs = append(errs, err)
		}
	}
	return errs
}

// CoverNightGap tries each candidate in order until one can take the night shift.
func (r *Roster) CoverNightGap(nurseIDs []string, date time.Time) (string, error) {
	for _, id := range nurseIDs {
		if _, err := r.Assign(id, date, Night); err == nil {
			return id, nil
		}
	}
	// ... existing code ...
}

// ... existing code ...
