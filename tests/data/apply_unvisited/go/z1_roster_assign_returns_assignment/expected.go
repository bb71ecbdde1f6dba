package roster

import (
	"errors"
	"fmt"
	"time"
)

type ShiftKind int

const (
	Morning ShiftKind = iota
	Evening
	Night
)

func (s ShiftKind) String() string {
	switch s {
	case Morning:
		return "morning"
	case Evening:
		return "evening"
	case Night:
		return "night"
	}
	return "unknown"
}

// Assignment is one nurse booked onto one shift on one day.
type Assignment struct {
	NurseID string
	Date    time.Time
	Shift   ShiftKind
}

// Roster holds the outpatient nursing assignments for a single clinic.
type Roster struct {
	ClinicID    string
	Assignments []Assignment
	MaxPerShift map[ShiftKind]int
}

var ErrShiftFull = errors.New("roster: shift is full")
var ErrDoubleBooked = errors.New("roster: nurse already assigned that day")

func (r *Roster) countOn(date time.Time, shift ShiftKind) int {
	n := 0
	for _, a := range r.Assignments {
		if sameDay(a.Date, date) && a.Shift == shift {
			n++
		}
	}
	return n
}

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
	return "", fmt.Errorf("no nurse available for night of %s", date.Format("2006-01-02"))
}

func sameDay(a, b time.Time) bool {
	ay, am, ad := a.Date()
	by, bm, bd := b.Date()
	return ay == by && am == bm && ad == bd
}
