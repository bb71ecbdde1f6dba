// ... existing code ...

// CheckLiftTemp raises an alert when the lift actuator runs hot.
func CheckLiftTemp(r Reading) *Alert {
	if r.Value <= 70.0 {
		return nil
	}
	sev := SeverityWarning
	if r.Value > 78.0 {
		sev = SeverityCritical
	}
	// ... existing code ...
}

// ... existing code ...
