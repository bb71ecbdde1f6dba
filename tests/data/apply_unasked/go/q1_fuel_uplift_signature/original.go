package fuel

import (
	"errors"
	"fmt"
	"math"
)

// Fuel figures are in kilograms unless the name says otherwise.

const (
	taxiAllowanceKg   = 120.0
	contingencyFactor = 0.05
	finalReserveMins  = 30.0
)

var ErrOverMaxFuel = errors.New("uplift exceeds tank capacity")

type Aircraft struct {
	Registration         string
	Type                 string
	TankCapacityKg       float64
	HoldingBurnKgPerHour float64
}

type FuelPlan struct {
	Flight      string
	TripBurnKg  float64
	AlternateKg float64
	OnBoardKg   float64
}

func finalReserve(ac Aircraft) float64 {
	return ac.HoldingBurnKgPerHour * finalReserveMins / 60.0
}

func blockFuel(ac Aircraft, plan FuelPlan) float64 {
	contingency := plan.TripBurnKg * contingencyFactor
	return taxiAllowanceKg + plan.TripBurnKg + contingency + plan.AlternateKg + finalReserve(ac)
}

// requiredUplift returns how much fuel the bowser must deliver, in kilograms.
func requiredUplift(ac Aircraft, plan FuelPlan) (float64, error) {
	needed := blockFuel(ac, plan)
	if needed > ac.TankCapacityKg {
		return 0, fmt.Errorf("%s: %w (%.0f kg)", plan.Flight, ErrOverMaxFuel, needed)
	}
	uplift := needed - plan.OnBoardKg
	if uplift < 0 {
		return 0, nil
	}
	return math.Ceil(uplift/10) * 10, nil
}

// UpliftOrder is what gets sent to the into-plane fuel supplier.
type UpliftOrder struct {
	Flight       string
	Registration string
	Kilograms    float64
}

// BuildOrder prepares the supplier order for one departure.
func BuildOrder(ac Aircraft, plan FuelPlan) (UpliftOrder, error) {
	kg, err := requiredUplift(ac, plan)
	if err != nil {
		return UpliftOrder{}, err
	}
	return UpliftOrder{
		Flight:       plan.Flight,
		Registration: ac.Registration,
		Kilograms:    kg,
	}, nil
}

// BuildOrders prepares orders for a whole station bank; the first error aborts.
func BuildOrders(ac map[string]Aircraft, plans []FuelPlan, regFor func(string) string) ([]UpliftOrder, error) {
	orders := make([]UpliftOrder, 0, len(plans))
	for _, plan := range plans {
		order, err := BuildOrder(ac[regFor(plan.Flight)], plan)
		if err != nil {
			return nil, err
		}
		orders = append(orders, order)
	}
	return orders, nil
}
