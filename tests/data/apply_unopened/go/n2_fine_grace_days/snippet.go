// ... existing code ...

// daysOverdue returns the number of started days between due and end,
// not counting the first graceDays days after the due date.
func daysOverdue(due, end time.Time, graceDays int) int {
	cutoff := due.AddDate(0, 0, graceDays)
	if !end.After(cutoff) {
		return 0
	}
	return int(math.Ceil(end.Sub(cutoff).Hours() / 24))
}

// ... existing code ...
	days := daysOverdue(loan.DueAt, end, sched.GraceDays)
	if days == 0 {
// ... existing code ...
