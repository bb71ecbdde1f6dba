package inventory

import (
	"errors"
	"fmt"
	"time"
)

// ErrSoldOut is returned when a booking would exceed the oversell allowance.
var ErrSoldOut = errors.New("inventory: room type sold out for requested nights")

// OverbookingPolicy decides how far past physical capacity a room type may be sold.
type OverbookingPolicy struct {
	DefaultPct      int
	PerRoomTypePct  map[string]int
	MaxWalksPerDay  int
	FreezeWithinDay time.Duration
}

// AllowedOversell returns how many extra rooms may be sold above capacity.
func (p *OverbookingPolicy) AllowedOversell(roomType string, capacity int) int {
	pct := p.DefaultPct
	if override, ok := p.PerRoomTypePct[roomType]; ok {
		pct = override
	}
	extra := capacity * pct / 100
	if extra > p.MaxWalksPerDay {
		extra = p.MaxWalksPerDay
	}
	return extra
}

// CanAccept reports whether one more room of roomType can be sold for the night.
func (p *OverbookingPolicy) CanAccept(roomType string, capacity, sold int, night, now time.Time) error {
	if night.Sub(now) < p.FreezeWithinDay {
		if sold >= capacity {
			return fmt.Errorf("%w: %s on %s (within freeze window)", ErrSoldOut, roomType, night.Format("2006-01-02"))
		}
		return nil
	}
	limit := capacity + p.AllowedOversell(roomType, capacity)
	if sold >= limit {
		return fmt.Errorf("%w: %s on %s", ErrSoldOut, roomType, night.Format("2006-01-02"))
	}
	return nil
}

// Remaining reports the number of rooms still sellable, never negative.
func (p *OverbookingPolicy) Remaining(roomType string, capacity, sold int) int {
	left := capacity + p.AllowedOversell(roomType, capacity) - sold
	if left < 0 {
		return 0
	}
	return left
}
