const (
	StatusPending Status = iota
	StatusPaid
	StatusOnHold
	StatusShipped
	// ... remaining statuses unchanged ...
)

// ... error vars as before ...

// String implements fmt.Stringer.
func (s Status) String() string {
	switch s {
	// ... pending case unchanged ...
	case StatusPaid:
		return "paid"
	case StatusOnHold:
		return "on_hold"
	case StatusShipped:
		return "shipped"
	// ... other cases unchanged ...
	}
}

// ... ParseStatus, Terminal and Order methods unchanged ...
