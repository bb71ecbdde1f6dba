// ... existing code ...

// validateMinorEntry enforces entry rules for Minor events.
func validateMinorEntry(t *Team, lockStart time.Time) error {
	if len(t.Roster) < minRosterSize {
		return ErrRosterTooSmall
	}
	if t.AvgRating < 1650 {
		return ErrRatingTooLow
	}
	// ... existing code ...
}

// ... existing code ...
