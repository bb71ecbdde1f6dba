const (
	// ... existing statuses ...
	StatusCancelled Status = "cancelled"
	StatusRefunded  Status = "refunded"
)

// ... existing code ...

type Order struct {
	// ... existing fields ...
	CancelledAt *time.Time
	RefundedAt  *time.Time
}

// Transition moves the order to the next status, recording the time.
func (o *Order) Transition(next Status, now time.Time) error {
	switch next {
	// ... other cases unchanged ...
	case StatusCancelled:
		if o.Status == StatusShipped || o.Status == StatusDelivered {
			return fmt.Errorf("%w: %s -> %s", ErrInvalidTransition, o.Status, next)
		}
		o.CancelledAt = &now
	case StatusRefunded:
		if o.Status != StatusPaid && o.Status != StatusDelivered {
			return fmt.Errorf("%w: %s -> %s", ErrInvalidTransition, o.Status, next)
		}
		o.RefundedAt = &now
	// ... default case and the rest unchanged ...
}

// Label returns a human readable label for the status.
func (s Status) Label() string {
	switch s {
	// ...
	case StatusCancelled:
		return "Cancelled"
	case StatusRefunded:
		return "Refunded"
	default:
		return "Unknown"
	}
}

// IsFinal reports whether no further transitions are possible.
func (s Status) IsFinal() bool {
	return s == StatusDelivered || s == StatusCancelled || s == StatusRefunded
}
