package fines

import (
	"errors"
	"fmt"
	"math"
	"time"
)

// MaterialType identifies the fine schedule that applies to an item.
type MaterialType string

const (
	MaterialBook      MaterialType = "book"
	MaterialDVD       MaterialType = "dvd"
	MaterialMagazine  MaterialType = "magazine"
	MaterialEquipment MaterialType = "equipment"
)

// Schedule describes how overdue fines accrue for one material type.
type Schedule struct {
	DailyRate float64
	MaxFine   float64
	GraceDays int
}

var schedules = map[MaterialType]Schedule{
	MaterialBook:      {DailyRate: 0.25, MaxFine: 10.00, GraceDays: 2},
	MaterialDVD:       {DailyRate: 1.00, MaxFine: 20.00, GraceDays: 0},
	MaterialMagazine:  {DailyRate: 0.10, MaxFine: 3.00, GraceDays: 2},
	MaterialEquipment: {DailyRate: 5.00, MaxFine: 150.00, GraceDays: 0},
}

// ErrUnknownMaterial is returned when a loan's material has no schedule.
var ErrUnknownMaterial = errors.New("fines: unknown material type")

// Loan is the minimal view of a loan needed to compute a fine.
type Loan struct {
	ItemID     string
	PatronID   string
	Material   MaterialType
	DueAt      time.Time
	ReturnedAt *time.Time
}

// daysOverdue returns the number of started days between due and end.
func daysOverdue(due, end time.Time) int {
	if !end.After(due) {
		return 0
	}
	return int(math.Ceil(end.Sub(due).Hours() / 24))
}

// Compute returns the fine owed on a single loan as of now.
func Compute(loan Loan, now time.Time) (float64, error) {
	sched, ok := schedules[loan.Material]
	if !ok {
		return 0, ErrUnknownMaterial
	}
	end := now
	if loan.ReturnedAt != nil {
		end = *loan.ReturnedAt
	}
	days := daysOverdue(loan.DueAt, end)
	if days == 0 {
		return 0, nil
	}
	fine := float64(days) * sched.DailyRate
	if fine > sched.MaxFine {
		fine = sched.MaxFine
	}
	return math.Round(fine*100) / 100, nil
}

// ComputeAll sums the fines across all of a patron's loans.
func ComputeAll(loans []Loan, now time.Time) (float64, error) {
	var total float64
	for _, l := range loans {
		f, err := Compute(l, now)
		if err != nil {
			return 0, fmt.Errorf("item %s: %w", l.ItemID, err)
		}
		total += f
	}
	return total, nil
}

// Waivable reports whether a fine is small enough for desk staff to waive.
func Waivable(loan Loan, now time.Time) bool {
	f, err := Compute(loan, now)
	return err == nil && f < 1.00
}
