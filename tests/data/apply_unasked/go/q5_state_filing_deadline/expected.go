package intake

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// DefaultFilingWindow is the number of days a policyholder has to report a loss.
const DefaultFilingWindow = 60

// stateFilingWindows overrides the default reporting window where state rules require it.
var stateFilingWindows = map[string]int{
	"FL": 30,
	"NY": 90,
	"TX": 45,
}

var (
	ErrMissingPolicy   = errors.New("intake: claim has no policy number")
	ErrMissingLossDate = errors.New("intake: claim has no loss date")
	ErrLateFiling      = errors.New("intake: claim filed after the reporting window")
)

// Claim is a first notice of loss as captured by the intake desk.
type Claim struct {
	ID           string
	PolicyNumber string
	State        string
	LossDate     time.Time
	ReportedAt   time.Time
	Description  string
	LateFiling   bool
}

// Repository persists claims once intake is complete.
type Repository interface {
	Save(c *Claim) error
}

// Service runs the intake checks before a claim is handed to triage.
type Service struct {
	repo  Repository
	clock func() time.Time
}

// NewService wires an intake service with the wall clock.
func NewService(repo Repository) *Service {
	return &Service{repo: repo, clock: time.Now}
}

func validate(c *Claim) error {
	if strings.TrimSpace(c.PolicyNumber) == "" {
		return ErrMissingPolicy
	}
	if c.LossDate.IsZero() {
		return ErrMissingLossDate
	}
	return nil
}

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
	if err := validate(c); err != nil {
		return fmt.Errorf("submit %s: %w", c.ID, err)
	}
	if c.ReportedAt.IsZero() {
		c.ReportedAt = s.clock()
	}
	deadline, err := filingDeadline(c.LossDate, c.State)
	if err != nil {
		return fmt.Errorf("submit %s: %w", c.ID, err)
	}
	if c.ReportedAt.After(deadline) {
		c.LateFiling = true
	}
	return s.repo.Save(c)
}
