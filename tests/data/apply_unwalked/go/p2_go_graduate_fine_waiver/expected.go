package fines

import (
	"math"
	"time"
)

// Cents per day charged for overdue items, by patron category.
const (
	UndergradDailyRateCents = 25
	GraduateDailyRateCents  = 25
	FacultyDailyRateCents   = 10
	ReserveHourlyRateCents  = 100
)

// Caps on the total fine for a single loan.
const (
	StandardMaxFineCents = 1500
	ReserveMaxFineCents  = 2500
)

// GracePeriod is the time after the due date during which no fine accrues.
const GracePeriod = 24 * time.Hour

// Loan holds the fields the fine calculator needs from a circulation record.
type Loan struct {
	Barcode    string
	PatronID   string
	DueAt      time.Time
	ReturnedAt time.Time
	OnReserve  bool
}

func overdueDays(l Loan) int {
	late := l.ReturnedAt.Sub(l.DueAt) - GracePeriod
	if late <= 0 {
		return 0
	}
	return int(math.Ceil(late.Hours() / 24))
}

// UndergradFine returns the fine in cents for an undergraduate loan.
func UndergradFine(l Loan) int {
	days := overdueDays(l)
	if days == 0 {
		return 0
	}
	fine := days * UndergradDailyRateCents
	if fine > StandardMaxFineCents {
		fine = StandardMaxFineCents
	}
	return fine
}

// GraduateFine returns the fine in cents for a graduate student loan.
func GraduateFine(l Loan) int {
	days := overdueDays(l)
	if days <= 2 {
		return 0
	}
	fine := days * GraduateDailyRateCents
	if fine > StandardMaxFineCents {
		fine = StandardMaxFineCents
	}
	return fine
}

// FacultyFine returns the fine in cents for a faculty loan.
func FacultyFine(l Loan) int {
	days := overdueDays(l)
	if days == 0 {
		return 0
	}
	fine := days * FacultyDailyRateCents
	if fine > StandardMaxFineCents {
		fine = StandardMaxFineCents
	}
	return fine
}

// ReserveFine charges course-reserve items by the hour, with no grace period.
func ReserveFine(l Loan) int {
	late := l.ReturnedAt.Sub(l.DueAt)
	if late <= 0 {
		return 0
	}
	hours := int(math.Ceil(late.Hours()))
	fine := hours * ReserveHourlyRateCents
	if fine > ReserveMaxFineCents {
		fine = ReserveMaxFineCents
	}
	return fine
}
