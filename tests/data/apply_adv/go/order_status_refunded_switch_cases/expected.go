package orders

import (
	"errors"
	"fmt"
	"time"
)

type Status string

const (
	StatusPending   Status = "pending"
	StatusPaid      Status = "paid"
	StatusShipped   Status = "shipped"
	StatusDelivered Status = "delivered"
	StatusCancelled Status = "cancelled"
	StatusRefunded  Status = "refunded"
)

var ErrInvalidTransition = errors.New("invalid status transition")

type Order struct {
	ID          string
	CustomerID  string
	Status      Status
	PaidAt      *time.Time
	ShippedAt   *time.Time
	DeliveredAt *time.Time
	CancelledAt *time.Time
	RefundedAt  *time.Time
}

// Transition moves the order to the next status, recording the time.
func (o *Order) Transition(next Status, now time.Time) error {
	switch next {
	case StatusPaid:
		if o.Status != StatusPending {
			return fmt.Errorf("%w: %s -> %s", ErrInvalidTransition, o.Status, next)
		}
		o.PaidAt = &now
	case StatusShipped:
		if o.Status != StatusPaid {
			return fmt.Errorf("%w: %s -> %s", ErrInvalidTransition, o.Status, next)
		}
		o.ShippedAt = &now
	case StatusDelivered:
		if o.Status != StatusShipped {
			return fmt.Errorf("%w: %s -> %s", ErrInvalidTransition, o.Status, next)
		}
		o.DeliveredAt = &now
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
	default:
		return fmt.Errorf("unknown status %q", next)
	}
	o.Status = next
	return nil
}

// Label returns a human readable label for the status.
func (s Status) Label() string {
	switch s {
	case StatusPending:
		return "Awaiting payment"
	case StatusPaid:
		return "Paid"
	case StatusShipped:
		return "On its way"
	case StatusDelivered:
		return "Delivered"
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
