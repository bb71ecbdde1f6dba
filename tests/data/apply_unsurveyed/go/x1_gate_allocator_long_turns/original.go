package gates

import (
	"errors"
	"sort"
	"time"
)

var ErrNoGate = errors.New("gates: no compatible gate available")

// BufferBetweenTurns is the minimum gap kept between two occupations of the same stand.
const BufferBetweenTurns = 15 * time.Minute

type Gate struct {
	ID          string
	Terminal    string
	MaxWingspan float64
	Contact     bool
	Schengen    bool
}

type Flight struct {
	Number    string
	Wingspan  float64
	Schengen  bool
	OnBlock   time.Time
	OffBlock  time.Time
	Preferred string
}

type occupation struct {
	flight string
	from   time.Time
	to     time.Time
}

type Allocator struct {
	gates       []Gate
	occupations map[string][]occupation
}

func NewAllocator(gates []Gate) *Allocator {
	return &Allocator{gates: gates, occupations: make(map[string][]occupation)}
}

func (a *Allocator) compatible(f Flight) []Gate {
	var out []Gate
	for _, g := range a.gates {
		if g.MaxWingspan < f.Wingspan {
			continue
		}
		if g.Schengen != f.Schengen {
			continue
		}
		out = append(out, g)
	}
	sort.SliceStable(out, func(i, j int) bool {
		return out[i].Contact && !out[j].Contact
	})
	return out
}

func (a *Allocator) isFree(gateID string, from, to time.Time) bool {
	for _, o := range a.occupations[gateID] {
		if from.Before(o.to.Add(BufferBetweenTurns)) && o.from.Before(to.Add(BufferBetweenTurns)) {
			return false
		}
	}
	return true
}

// Assign picks a gate for the flight, honouring the preferred gate when it is free.
func (a *Allocator) Assign(f Flight) (string, error) {
	candidates := a.compatible(f)
	if len(candidates) == 0 {
		return "", ErrNoGate
	}

	if f.Preferred != "" {
		for _, g := range candidates {
			if g.ID == f.Preferred && a.isFree(g.ID, f.OnBlock, f.OffBlock) {
				a.occupy(g.ID, f)
				return g.ID, nil
			}
		}
	}

	for _, g := range candidates {
		if !a.isFree(g.ID, f.OnBlock, f.OffBlock) {
			continue
		}
		a.occupy(g.ID, f)
		return g.ID, nil
	}
	return "", ErrNoGate
}

func (a *Allocator) occupy(gateID string, f Flight) {
	a.occupations[gateID] = append(a.occupations[gateID], occupation{
		flight: f.Number,
		from:   f.OnBlock,
		to:     f.OffBlock,
	})
}

// Release frees the gate held by a flight, e.g. after a tow to a remote stand.
func (a *Allocator) Release(gateID, flight string) {
	kept := a.occupations[gateID][:0]
	for _, o := range a.occupations[gateID] {
		if o.flight != flight {
			kept = append(kept, o)
		}
	}
	a.occupations[gateID] = kept
}
