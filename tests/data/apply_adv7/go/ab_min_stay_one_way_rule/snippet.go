// ... existing code ...

// MinStay2 requires at least two nights between outbound and return.
func MinStay2(it Itinerary) error {
	if it.ReturnAt.IsZero() {
		return ErrRuleViolated // min-stay fares are round-trip only
	}
	// ... existing code ...
}

// ... existing code ...
