package berth

import (
	"errors"
	"fmt"
	"time"
)

// ErrBerthOccupied is returned when a berth already has a vessel alongside.
var ErrBerthOccupied = errors.New("berth occupied")

// Slot is one vessel call at a linkspan berth.
type Slot struct {
	Berth   string
	Vessel  string
	Arrives time.Time
	Departs time.Time
	Sailing string
}

// Plan holds the booked slots for each berth at a terminal.
type Plan struct {
	slots map[string][]Slot
}

func NewPlan() *Plan {
	return &Plan{slots: make(map[string][]Slot)}
}

func overlaps(a, b Slot) bool {
	return a.Arrives.Before(b.Departs) && b.Arrives.Before(a.Departs)
}

// Book reserves a berth for a vessel call.
func (p *Plan) Book(s Slot) error {
	if !s.Arrives.Before(s.Departs) {
		return fmt.Errorf("slot for %s: arrival must be before departure", s.Sailing)
	}
	for _, existing := range p.slots[s.Berth] {
		if overlaps(existing, s) {
			return fmt.Errorf("%w: %s has %s until %s", ErrBerthOccupied, s.Berth, existing.Vessel, existing.Departs.Format("15:04"))
		}
	}
	p.slots[s.Berth] = append(p.slots[s.Berth], s)
	return nil
}

// Release frees the berth held for a sailing.
func (p *Plan) Release(berth, sailing string) bool {
	slots := p.slots[berth]
	for i, s := range slots {
		if s.Sailing == sailing {
			p.slots[berth] = append(slots[:i], slots[i+1:]...)
			return true
		}
	}
	return false
}

// At returns the slot occupying a berth at the given time, if any.
func (p *Plan) At(berth string, t time.Time) (Slot, bool) {
	for _, s := range p.slots[berth] {
		if !t.Before(s.Arrives) && t.Before(s.Departs) {
			return s, true
		}
	}
	return Slot{}, false
}
