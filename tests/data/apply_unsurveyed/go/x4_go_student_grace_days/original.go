package ledger

import (
	"math"
	"time"
)

// LateFeePolicy describes how overdue rent is penalized for one lease class.
type LateFeePolicy struct {
	GraceDays   int
	FlatFee     float64
	DailyRate   float64
	MaxFeeRatio float64
}

// ResidentialPolicy returns the default policy for standard apartment leases.
func ResidentialPolicy() LateFeePolicy {
	return LateFeePolicy{
		GraceDays:   5,
		FlatFee:     50.00,
		DailyRate:   0.01,
		MaxFeeRatio: 0.10,
	}
}

// CommercialPolicy returns the policy for retail and office leases.
func CommercialPolicy() LateFeePolicy {
	return LateFeePolicy{
		GraceDays:   5,
		FlatFee:     150.00,
		DailyRate:   0.015,
		MaxFeeRatio: 0.10,
	}
}

// StudentHousingPolicy returns the policy for semester-based student leases.
func StudentHousingPolicy() LateFeePolicy {
	return LateFeePolicy{
		GraceDays:   5,
		FlatFee:     25.00,
		DailyRate:   0.01,
		MaxFeeRatio: 0.05,
	}
}

// SeniorLivingPolicy returns the policy for age-restricted communities.
func SeniorLivingPolicy() LateFeePolicy {
	return LateFeePolicy{
		GraceDays:   10,
		FlatFee:     25.00,
		DailyRate:   0.0,
		MaxFeeRatio: 0.05,
	}
}

// PolicyFor picks the policy that applies to a lease class code.
func PolicyFor(leaseClass string) LateFeePolicy {
	switch leaseClass {
	case "COM":
		return CommercialPolicy()
	case "STU":
		return StudentHousingPolicy()
	case "SEN":
		return SeniorLivingPolicy()
	default:
		return ResidentialPolicy()
	}
}

// ComputeLateFee returns the fee owed on monthlyRent that was due on dueDate
// and is still unpaid at asOf. Fees are rounded to cents.
func ComputeLateFee(p LateFeePolicy, monthlyRent float64, dueDate, asOf time.Time) float64 {
	daysLate := int(asOf.Sub(dueDate).Hours() / 24)
	if daysLate <= p.GraceDays {
		return 0
	}
	fee := p.FlatFee + float64(daysLate-p.GraceDays)*p.DailyRate*monthlyRent
	maxFee := monthlyRent * p.MaxFeeRatio
	if fee > maxFee {
		fee = maxFee
	}
	return math.Round(fee*100) / 100
}
