// ... existing code ...

// ExtendSession adds minutes to an open session, capped at the meter's maximum.
// Sessions that have already expired cannot be extended; the driver must start a new one.
func (m *Meter) ExtendSession(s *Session, minutes int, now time.Time) error {
	if s.MeterID != m.ID {
		return fmt.Errorf("meter %s: session belongs to meter %s", m.ID, s.MeterID)
	}
	if now.After(s.ExpiresAt()) {
		return fmt.Errorf("meter %s: session for %s expired at %s", m.ID, s.Plate, s.ExpiresAt().Format("15:04"))
	}
	total := s.Minutes + minutes
	// ... existing code ...
}

// ... existing code ...
