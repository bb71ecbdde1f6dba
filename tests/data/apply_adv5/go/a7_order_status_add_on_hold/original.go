package orders

import (
	"errors"
	"fmt"
	"time"
)

// Status is the lifecycle state of an order.
type Status int

const (
	StatusPending Status = iota
	StatusPaid
	StatusShipped
	StatusDelivered
	StatusCancelled
)

var (
	ErrInvalidTransition = errors.New("orders: invalid status transition")
	ErrNotFound          = errors.New("orders: order not found")
)

// String implements fmt.Stringer.
func (s Status) String() string {
	switch s {
	case StatusPending:
		return "pending"
	case StatusPaid:
		return "paid"
	case StatusShipped:
		return "shipped"
	case StatusDelivered:
		return "delivered"
	case StatusCancelled:
		return "cancelled"
	default:
		return fmt.Sprintf("Status(%d)", int(s))
	}
}

// ParseStatus converts a stored string back into a Status.
func ParseStatus(v string) (Status, error) {
	switch v {
	case "pending":
		return StatusPending, nil
	case "paid":
		return StatusPaid, nil
	case "shipped":
		return StatusShipped, nil
	case "delivered":
		return StatusDelivered, nil
	case "cancelled":
		return StatusCancelled, nil
	}
	return 0, fmt.Errorf("orders: unknown status %q", v)
}

// Terminal reports whether no further transitions are allowed.
func (s Status) Terminal() bool {
	return s == StatusDelivered || s == StatusCancelled
}

// Order is a customer order.
type Order struct {
	ID        string
	Customer  string
	Status    Status
	UpdatedAt time.Time
}

// Advance moves the order forward to next.
func (o *Order) Advance(next Status, now time.Time) error {
	if o.Status.Terminal() {
		return ErrInvalidTransition
	}
	if next <= o.Status {
		return ErrInvalidTransition
	}
	o.Status = next
	o.UpdatedAt = now
	return nil
}

// Cancel cancels the order unless it already shipped.
func (o *Order) Cancel(now time.Time) error {
	if o.Status >= StatusShipped {
		return ErrInvalidTransition
	}
	o.Status = StatusCancelled
	o.UpdatedAt = now
	return nil
}
