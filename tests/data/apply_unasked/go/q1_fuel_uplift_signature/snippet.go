// ... existing code ...

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
	// ... existing code ...
		order, err := BuildOrder(ac[regFor(plan.Flight)], plan, densityKgPerL)
		// ... existing code ...
}
