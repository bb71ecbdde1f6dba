package citations

import (
	"fmt"
	"time"
)

// Status is the lifecycle state of a parking citation.
type Status string

const (
	StatusOpen      Status = "open"
	StatusPaid      Status = "paid"
	StatusContested Status = "contested"
	StatusVoided    Status = "voided"
)

// baseFines maps violation codes to the base fine in cents.
var baseFines = map[string]int{
	"EXPIRED_METER": 4500,
	"NO_PERMIT":     6500,
	"STREET_CLEAN":  7000,
	"DOUBLE_PARKED": 9000,
	"FIRE_HYDRANT":  15000,
}

// Citation is a parking ticket issued to a vehicle by an enforcement officer.
type Citation struct {
	Number        string
	Plate         string
	ViolationCode string
	OfficerBadge  string
	IssuedAt      time.Time
	BaseFineCents int
	Status        Status
}

// Issue creates an open citation for the given violation code.
func Issue(number, plate, code, badge string, now time.Time) (*Citation, error) {
	fine, ok := baseFines[code]
	if !ok {
		return nil, fmt.Errorf("citations: unknown violation code %q", code)
	}
	return &Citation{
		Number:        number,
		Plate:         plate,
		ViolationCode: code,
		OfficerBadge:  badge,
		IssuedAt:      now,
		BaseFineCents: fine,
		Status:        StatusOpen,
	}, nil
}

// AmountDue returns the fine plus late penalties as of now.
func (c *Citation) AmountDue(now time.Time) int {
	if c.Status == StatusPaid || c.Status == StatusVoided {
		return 0
	}
	days := int(now.Sub(c.IssuedAt).Hours() / 24)
	switch {
	case days > 60:
		return c.BaseFineCents * 2
	case days > 30:
		return c.BaseFineCents + c.BaseFineCents/2
	default:
		return c.BaseFineCents
	}
}

// MarkPaid records a full payment against the citation.
func (c *Citation) MarkPaid() error {
	if c.Status != StatusOpen {
		return fmt.Errorf("citations: cannot pay citation %s in status %s", c.Number, c.Status)
	}
	c.Status = StatusPaid
	return nil
}

// Contest moves the citation into adjudication.
func (c *Citation) Contest() error {
	if c.Status != StatusOpen {
		return fmt.Errorf("citations: cannot contest citation %s in status %s", c.Number, c.Status)
	}
	c.Status = StatusContested
	return nil
}

// Void cancels a citation issued in error.
func (c *Citation) Void() error {
	if c.Status == StatusPaid {
		return fmt.Errorf("citations: cannot void paid citation %s", c.Number)
	}
	c.Status = StatusVoided
	return nil
}
