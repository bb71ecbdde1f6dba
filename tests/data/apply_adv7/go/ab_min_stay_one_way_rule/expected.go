package farerules

import (
	"errors"
	"time"
)

// ErrRuleViolated is returned when an itinerary fails a fare rule check.
var ErrRuleViolated = errors.New("farerules: rule violated")

// Itinerary is the subset of booking data the fare rules need.
type Itinerary struct {
	FareClass    string
	DepartureAt  time.Time
	ReturnAt     time.Time
	BookedAt     time.Time
	Passengers   int
	SaturdayStay bool
}

// Rule checks one condition of a fare basis.
type Rule func(it Itinerary) error

// AdvancePurchase14 requires booking at least 14 days before departure.
func AdvancePurchase14(it Itinerary) error {
	if it.DepartureAt.Sub(it.BookedAt) < 14*24*time.Hour {
		return ErrRuleViolated
	}
	return nil
}

// AdvancePurchase7 requires booking at least 7 days before departure.
func AdvancePurchase7(it Itinerary) error {
	if it.DepartureAt.Sub(it.BookedAt) < 7*24*time.Hour {
		return ErrRuleViolated
	}
	return nil
}

// MinStay2 requires at least two nights between outbound and return.
func MinStay2(it Itinerary) error {
	if it.ReturnAt.IsZero() {
		return ErrRuleViolated // min-stay fares are round-trip only
	}
	if it.ReturnAt.Sub(it.DepartureAt) < 2*24*time.Hour {
		return ErrRuleViolated
	}
	return nil
}

// MaxStay30 caps the trip length at thirty days.
func MaxStay30(it Itinerary) error {
	if it.ReturnAt.IsZero() {
		return nil
	}
	if it.ReturnAt.Sub(it.DepartureAt) > 30*24*time.Hour {
		return ErrRuleViolated
	}
	return nil
}

// SaturdayNight requires a Saturday night stay on round trips.
func SaturdayNight(it Itinerary) error {
	if it.ReturnAt.IsZero() {
		return nil
	}
	if !it.SaturdayStay {
		return ErrRuleViolated
	}
	return nil
}

// GroupOfFour is only bookable for four or more passengers.
func GroupOfFour(it Itinerary) error {
	if it.Passengers < 4 {
		return ErrRuleViolated
	}
	return nil
}

// RulesFor returns the rules attached to a booking class.
func RulesFor(fareClass string) []Rule {
	switch fareClass {
	case "Y", "B":
		return nil
	case "M", "H":
		return []Rule{AdvancePurchase7, MaxStay30}
	case "Q", "V":
		return []Rule{AdvancePurchase14, MinStay2, MaxStay30, SaturdayNight}
	case "G":
		return []Rule{AdvancePurchase14, GroupOfFour}
	default:
		return []Rule{AdvancePurchase14, MinStay2}
	}
}

// Check runs every rule for the itinerary's fare class and stops at the first failure.
func Check(it Itinerary) error {
	for _, rule := range RulesFor(it.FareClass) {
		if err := rule(it); err != nil {
			return err
		}
	}
	return nil
}
