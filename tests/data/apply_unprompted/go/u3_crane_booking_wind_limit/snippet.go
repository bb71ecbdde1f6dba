// ... existing code ...

// Book reserves a crane for the given work order. Lifts are refused above maxWindMS mean wind.
func (s *Scheduler) Book(craneID, turbineID, workOrderID string, start time.Time, hours int, maxWindMS float64) (Booking, error) {
	if hours <= 0 {
		return Booking{}, fmt.Errorf("booking for %s: hours must be positive, got %d", workOrderID, hours)
	}
	if maxWindMS <= 0 || maxWindMS > 15 {
		return Booking{}, fmt.Errorf("booking for %s: wind limit %.1f m/s outside (0, 15]", workOrderID, maxWindMS)
	}

	s.mu.Lock()
	defer s.mu.Unlock()

	b := Booking{
		CraneID:     craneID,
		TurbineID:   turbineID,
		WorkOrderID: workOrderID,
		Start:       start,
		End:         start.Add(time.Duration(hours) * time.Hour),
		MaxWindMS:   maxWindMS,
	}
	// ... existing code ...
}

// ... existing code ...
