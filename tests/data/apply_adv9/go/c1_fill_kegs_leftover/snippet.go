// ... existing code ...

// FillKegs splits a conditioned batch into kegs of the given size and also
// returns the volume left in the tank after the last full keg.
func FillKegs(batch *Batch, kegSize float64) ([]Keg, float64, error) {
	if !batch.Conditioned {
		return nil, 0, ErrBatchNotReady
	}
	if kegSize <= 0 {
		return nil, 0, fmt.Errorf("invalid keg size %.2f", kegSize)
	}
	// ... existing code ...
	return kegs, remaining, nil
}

// PlanKegging picks the largest keg size that leaves at least one full keg.
func PlanKegging(batch *Batch) (*KegPlan, error) {
	// ... existing code ...
		kegs, leftover, err := FillKegs(batch, size)
		if err != nil {
			return nil, err
		}
		plan.Kegs = kegs
		if leftover > 0 {
			plan.Notes = append(plan.Notes, fmt.Sprintf("%.2f L left in tank %s", leftover, batch.TankID))
		}
		return plan, nil
	}
	// ... existing code ...
}
