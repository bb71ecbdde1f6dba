// ... existing code ...

// FindOpenSlots returns every free slot of the given length on the given day.
func FindOpenSlots(day time.Time, p *Provider, length time.Duration) ([]Slot, error) {
	midnight := time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, day.Location())
	if p.OffDays[day.Weekday()] {
		return nil, ErrProviderUnavailable
	}
	var open []Slot
	for t := midnight.Add(p.DayStart); !t.Add(length).After(midnight.Add(p.DayEnd)); t = t.Add(length) {
		candidate := Slot{Start: t, End: t.Add(length)}
		// ... existing code ...
	}
	return open, nil
}

// FirstAvailable scans forward up to horizon days and returns the earliest open slot.
func FirstAvailable(from time.Time, p *Provider, horizon int) (Slot, bool) {
	for i := 0; i < horizon; i++ {
		day := from.AddDate(0, 0, i)
		slots, err := FindOpenSlots(day, p, SlotLength)
		if err != nil {
			continue
		}
		if len(slots) > 0 {
// ... existing code ...
	for _, p := range providers {
		slots, _ := FindOpenSlots(day, p, SlotLength)
		counts[p.ID] = len(slots)
	}
// ... existing code ...
