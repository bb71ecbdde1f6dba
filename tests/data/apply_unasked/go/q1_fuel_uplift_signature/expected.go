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
// Litres are derived from the density measured at the stand.
func requiredUplift(ac Aircraft, plan FuelPlan, densityKgPerL float64) (kg, litres float64, err error) {
	if densityKgPerL < 0.70 || densityKgPerL > 0.85 {
		return 0, 0, fmt.Errorf("%s: implausible fuel density %.3f", plan.Flight, densityKgPerL)
	}
	needed := blockFuel(ac, plan)
	if needed > ac.TankCapacityKg {
		return 0, 0, fmt.Errorf("%s: %w (%.0f kg)", plan.Flight, ErrOverMaxFuel, needed)
	}
	uplift := needed - plan.OnBoardKg
	if uplift < 0 {
		return 0, 0, nil
	}
	kg = math.Ceil(uplift/10) * 10
	return kg, math.Ceil(kg / densityKgPerL), nil
}

// UpliftOrder is what gets sent to the into-plane fuel supplier.
type UpliftOrder struct {
	Flight       string
	Registration string
	Kilograms    float64
	Litres       float64
}

// BuildOrder prepares the supplier order for one departure.
func BuildOrder(ac Aircraft, plan FuelPlan, densityKgPerL float64) (UpliftOrder, error) {
	kg, litres, err := requiredUplift(ac, plan, densityKgPerL)
	if err != nil {
		return UpliftOrder{}, err
	}
	return UpliftOrder{
		Flight:       plan.Flight,
		Registration: ac.Registration,
		Kilograms:    kg,
		Litres:       litres,
	}, nil
}

// BuildOrders prepares orders for a whole station bank; the first error aborts.
func BuildOrders(ac map[string]Aircraft, plans []FuelPlan, regFor func(string) string, densityKgPerL float64) ([]UpliftOrder, error) {
	orders := make([]UpliftOrder, 0, len(plans))
	for _, plan := range plans {
		order, err := BuildOrder(ac[regFor(plan.Flight)], plan, densityKgPerL)
		if err != nil {
			return nil, err
		}
		orders = append(orders, order)
	}
	return orders, nil
}
