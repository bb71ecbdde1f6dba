package reserving

import (
	"errors"
	"math"
	"time"
)

// ErrMissingLossDate is returned when a claim has no recorded date of loss.
var ErrMissingLossDate = errors.New("reserving: claim has no loss date")

// Claim is the subset of the intake record the reserving engine needs.
type Claim struct {
	ID          string
	LineOfBiz   string
	Incurred    float64
	Paid        float64
	LossDate    time.Time
	Litigated   bool
	ReopenCount int
}

// developmentMonths returns how many whole months have passed since the loss.
func developmentMonths(c Claim, asOf time.Time) int {
	years := asOf.Year() - c.LossDate.Year()
	months := int(asOf.Month()) - int(c.LossDate.Month())
	return years*12 + months
}

// AutoReserve computes the case reserve for a personal auto claim.
func AutoReserve(c Claim, asOf time.Time) (float64, error) {
	if c.LossDate.IsZero() {
		return 0, ErrMissingLossDate
	}
	outstanding := c.Incurred - c.Paid
	if outstanding <= 0 {
		return 0, nil
	}
	factor := 1.05
	if developmentMonths(c, asOf) > 18 {
		factor += 0.10
	}
	if c.Litigated {
		factor += 0.25
	}
	return math.Round(outstanding*factor*100) / 100, nil
}

// PropertyReserve computes the case reserve for a homeowners property claim.
func PropertyReserve(c Claim, asOf time.Time) (float64, error) {
	if c.LossDate.IsZero() {
		return 0, ErrMissingLossDate
	}
	outstanding := c.Incurred - c.Paid
	if outstanding <= 0 {
		return 0, nil
	}
	factor := 1.02
	if developmentMonths(c, asOf) > 12 {
		factor += 0.10
	}
	if c.ReopenCount > 0 {
		factor += 0.05 * float64(c.ReopenCount)
	}
	return math.Round(outstanding*factor*100) / 100, nil
}

// LiabilityReserve computes the case reserve for a general liability claim.
func LiabilityReserve(c Claim, asOf time.Time) (float64, error) {
	if c.LossDate.IsZero() {
		return 0, ErrMissingLossDate
	}
	outstanding := c.Incurred - c.Paid
	if outstanding <= 0 {
		return 0, nil
	}
	factor := 1.10
	if developmentMonths(c, asOf) > 24 {
		factor += 0.10
	}
	if c.Litigated {
		factor += 0.40
	}
	return math.Round(outstanding*factor*100) / 100, nil
}

// ReserveFor dispatches to the reserve function for the claim's line of business.
func ReserveFor(c Claim, asOf time.Time) (float64, error) {
	switch c.LineOfBiz {
	case "AUTO":
		return AutoReserve(c, asOf)
	case "HOME":
		return PropertyReserve(c, asOf)
	case "GL":
		return LiabilityReserve(c, asOf)
	default:
		return 0, errors.New("reserving: unsupported line of business " + c.LineOfBiz)
	}
}
