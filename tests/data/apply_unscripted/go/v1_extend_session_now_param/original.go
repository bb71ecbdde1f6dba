package meters

import (
	"fmt"
	"math"
	"time"
)

// Meter is a single-space or pay-station parking meter on a city block.
type Meter struct {
	ID            string
	Block         string
	RateCentsHour int
	MaxMinutes    int
	EnforcedFrom  int // hour of day, 24h clock
	EnforcedUntil int
}

// Session is a paid parking session started at a meter.
type Session struct {
	MeterID   string
	Plate     string
	StartedAt time.Time
	Minutes   int
	PaidCents int
}

// IsEnforced reports whether the meter charges at the given time.
func (m *Meter) IsEnforced(t time.Time) bool {
	if t.Weekday() == time.Sunday {
		return false
	}
	h := t.Hour()
	return h >= m.EnforcedFrom && h < m.EnforcedUntil
}

// ChargeForMinutes returns the price in cents for parking the given minutes.
func (m *Meter) ChargeForMinutes(minutes int) int {
	if minutes > m.MaxMinutes {
		minutes = m.MaxMinutes
	}
	perMinute := float64(m.RateCentsHour) / 60.0
	return int(math.Ceil(perMinute * float64(minutes)))
}

// StartSession opens a session for plate and charges for the requested minutes.
func (m *Meter) StartSession(plate string, minutes int, now time.Time) (*Session, error) {
	if !m.IsEnforced(now) {
		return nil, fmt.Errorf("meter %s: not enforced at %s", m.ID, now.Format("15:04"))
	}
	if minutes <= 0 {
		return nil, fmt.Errorf("meter %s: minutes must be positive", m.ID)
	}
	return &Session{
		MeterID:   m.ID,
		Plate:     plate,
		StartedAt: now,
		Minutes:   minutes,
		PaidCents: m.ChargeForMinutes(minutes),
	}, nil
}

// ExtendSession adds minutes to an open session, capped at the meter's maximum.
func (m *Meter) ExtendSession(s *Session, minutes int) error {
	if s.MeterID != m.ID {
		return fmt.Errorf("meter %s: session belongs to meter %s", m.ID, s.MeterID)
	}
	total := s.Minutes + minutes
	if total > m.MaxMinutes {
		return fmt.Errorf("meter %s: %d minutes exceeds limit of %d", m.ID, total, m.MaxMinutes)
	}
	s.PaidCents += m.ChargeForMinutes(minutes)
	s.Minutes = total
	return nil
}

// ExpiresAt returns when the paid time on the session runs out.
func (s *Session) ExpiresAt() time.Time {
	return s.StartedAt.Add(time.Duration(s.Minutes) * time.Minute)
}

// Remaining returns the paid time left on the session at now.
func (s *Session) Remaining(now time.Time) time.Duration {
	left := s.ExpiresAt().Sub(now)
	if left < 0 {
		return 0
	}
	return left
}
