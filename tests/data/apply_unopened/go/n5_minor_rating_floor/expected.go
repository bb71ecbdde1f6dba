package eligibility

import (
	"errors"
	"fmt"
	"time"
)

// Tier identifies the circuit level a tournament belongs to.
type Tier int

const (
	TierMajor Tier = iota
	TierMinor
	TierQualifier
)

const minRosterSize = 5

var (
	ErrRosterTooSmall  = errors.New("eligibility: roster below minimum size")
	ErrRatingTooLow    = errors.New("eligibility: average team rating below tier floor")
	ErrMissingRegion   = errors.New("eligibility: team has no registered region")
	ErrRegistrationGap = errors.New("eligibility: roster changed inside lock window")
)

// Team is the subset of the team record needed for entry checks.
type Team struct {
	ID            string
	Name          string
	Region        string
	Roster        []string
	AvgRating     int
	LastRosterMod time.Time
}

// validateMajorEntry enforces entry rules for Major events.
func validateMajorEntry(t *Team, lockStart time.Time) error {
	if len(t.Roster) < minRosterSize {
		return ErrRosterTooSmall
	}
	if t.AvgRating < 2200 {
		return ErrRatingTooLow
	}
	if t.Region == "" {
		return ErrMissingRegion
	}
	if t.LastRosterMod.After(lockStart) {
		return ErrRegistrationGap
	}
	return nil
}

// validateMinorEntry enforces entry rules for Minor events.
func validateMinorEntry(t *Team, lockStart time.Time) error {
	if len(t.Roster) < minRosterSize {
		return ErrRosterTooSmall
	}
	if t.AvgRating < 1650 {
		return ErrRatingTooLow
	}
	if t.Region == "" {
		return ErrMissingRegion
	}
	if t.LastRosterMod.After(lockStart) {
		return ErrRegistrationGap
	}
	return nil
}

// validateQualifierEntry enforces entry rules for open qualifiers.
// Qualifiers accept any rating but still require the 1800 floor for
// seeded slots, which is checked by the seeding service.
func validateQualifierEntry(t *Team, lockStart time.Time) error {
	if len(t.Roster) < minRosterSize {
		return ErrRosterTooSmall
	}
	if t.Region == "" {
		return ErrMissingRegion
	}
	if t.LastRosterMod.After(lockStart) {
		return ErrRegistrationGap
	}
	return nil
}

// Validate dispatches to the tier-specific rule set and wraps the
// result with the team name so admins can see who was rejected.
func Validate(t *Team, tier Tier, lockStart time.Time) error {
	var err error
	switch tier {
	case TierMajor:
		err = validateMajorEntry(t, lockStart)
	case TierMinor:
		err = validateMinorEntry(t, lockStart)
	case TierQualifier:
		err = validateQualifierEntry(t, lockStart)
	default:
		return fmt.Errorf("eligibility: unknown tier %d", tier)
	}
	if err != nil {
		return fmt.Errorf("team %q: %w", t.Name, err)
	}
	return nil
}
