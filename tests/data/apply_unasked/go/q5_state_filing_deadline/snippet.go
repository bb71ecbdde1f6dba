// DefaultFilingWindow is the number of days a policyholder has to report a loss.
const DefaultFilingWindow = 60

// stateFilingWindows overrides the default reporting window where state rules require it.
var stateFilingWindows = map[string]int{
	"FL": 30,
	"NY": 90,
	"TX": 45,
}

// ... existing code ...

// filingDeadline returns the last day a loss may be reported in the given state.
func filingDeadline(lossDate time.Time, state string) (time.Time, error) {
	if lossDate.IsZero() {
		return time.Time{}, ErrMissingLossDate
	}
	days, ok := stateFilingWindows[strings.ToUpper(state)]
	if !ok {
		days = DefaultFilingWindow
	}
	return lossDate.AddDate(0, 0, days), nil
}

// IsLate reports whether the claim was reported after its filing deadline.
func (s *Service) IsLate(c *Claim) bool {
	deadline, err := filingDeadline(c.LossDate, c.State)
	if err != nil {
		return false
	}
	return c.ReportedAt.After(deadline)
}

// Submit validates the claim, stamps it, and stores it.
func (s *Service) Submit(c *Claim) error {
	// ... existing code ...
	deadline, err := filingDeadline(c.LossDate, c.State)
	if err != nil {
		return fmt.Errorf("submit %s: %w", c.ID, err)
	}
	if c.ReportedAt.After(deadline) {
		c.LateFiling = true
	}
	return s.repo.Save(c)
}
