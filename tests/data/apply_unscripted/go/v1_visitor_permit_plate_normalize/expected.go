package permits

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// PermitType identifies the class of on-street parking permit.
type PermitType string

const (
	Residential PermitType = "residential"
	Visitor     PermitType = "visitor"
	Contractor  PermitType = "contractor"
)

// Permit is a parking permit issued by the authority for a single vehicle.
type Permit struct {
	ID        string
	Type      PermitType
	Plate     string
	Zone      string
	IssuedAt  time.Time
	ExpiresAt time.Time
	Revoked   bool
}

var (
	ErrEmptyPlate     = errors.New("permits: license plate is required")
	ErrUnknownZone    = errors.New("permits: unknown residential zone")
	ErrAlreadyRevoked = errors.New("permits: permit already revoked")
)

// validZones lists the residential permit parking zones in force.
var validZones = map[string]bool{
	"R1": true,
	"R2": true,
	"R3": true,
	"R7": true,
}

// IssueResidentialPermit creates a one-year permit for a resident of zone.
func IssueResidentialPermit(id, plate, zone string, now time.Time) (*Permit, error) {
	if plate == "" {
		return nil, ErrEmptyPlate
	}
	if !validZones[zone] {
		return nil, ErrUnknownZone
	}
	return &Permit{
		ID:        id,
		Type:      Residential,
		Plate:     plate,
		Zone:      zone,
		IssuedAt:  now,
		ExpiresAt: now.AddDate(1, 0, 0),
	}, nil
}

// IssueVisitorPermit creates a 72-hour permit for a guest of a resident.
func IssueVisitorPermit(id, plate, zone string, now time.Time) (*Permit, error) {
	plate = strings.ToUpper(strings.TrimSpace(plate))
	if plate == "" {
		return nil, ErrEmptyPlate
	}
	if !validZones[zone] {
		return nil, ErrUnknownZone
	}
	return &Permit{
		ID:        id,
		Type:      Visitor,
		Plate:     plate,
		Zone:      zone,
		IssuedAt:  now,
		ExpiresAt: now.Add(72 * time.Hour),
	}, nil
}

// Revoke marks the permit as no longer valid.
func (p *Permit) Revoke() error {
	if p.Revoked {
		return ErrAlreadyRevoked
	}
	p.Revoked = true
	return nil
}

// Describe returns a short label for enforcement handhelds.
func (p *Permit) Describe() string {
	return fmt.Sprintf("%s permit %s for %s in zone %s", p.Type, p.ID, p.Plate, p.Zone)
}
