package berth

import (
	"errors"
	"fmt"
	"sort"
	"time"
)

var (
	ErrNoBerth       = errors.New("berth: no berth can take the vessel")
	ErrDraftTooDeep  = errors.New("berth: vessel draft exceeds berth depth")
	ErrWindowOverlap = errors.New("berth: requested window overlaps an existing call")
)

type Berth struct {
	Code       string
	QuayMeters float64
	DepthM     float64
	Calls      []Call
}

type Call struct {
	Vessel  string
	LOA     float64
	DraftM  float64
	Arrival time.Time
	Depart  time.Time
}

type Allocator struct {
	berths []*Berth
	// ClearanceM is kept free between neighbouring vessels on the same quay.
	ClearanceM float64
}

func NewAllocator(berths []*Berth) *Allocator {
	sorted := append([]*Berth(nil), berths...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].DepthM < sorted[j].DepthM })
	return &Allocator{berths: sorted, ClearanceM: 15}
}

func (a *Allocator) fits(b *Berth, c Call) error {
	if c.DraftM > b.DepthM-0.5 {
		return ErrDraftTooDeep
	}
	if c.LOA+a.ClearanceM > b.QuayMeters {
		return ErrNoBerth
	}
	return nil
}

func (a *Allocator) free(b *Berth, c Call) bool {
	for _, existing := range b.Calls {
		if c.Arrival.Before(existing.Depart) && existing.Arrival.Before(c.Depart) {
			return false
		}
	}
	return true
}

// Allocate puts the call on the shallowest berth that fits and is free.
func (a *Allocator) Allocate(c Call) (*Berth, error) {
	var lastErr error = ErrNoBerth
	for _, b := range a.berths {
		if err := a.fits(b, c); err != nil {
			lastErr = err
			continue
		}
		if !a.free(b, c) {
			lastErr = ErrWindowOverlap
			continue
		}
		b.Calls = append(b.Calls, c)
		return b, nil
	}
	return nil, fmt.Errorf("allocate %s: %w", c.Vessel, lastErr)
}

func (a *Allocator) Release(code, vessel string) bool {
	for _, b := range a.berths {
		if b.Code != code {
			continue
		}
		for i, c := range b.Calls {
			if c.Vessel == vessel {
				b.Calls = append(b.Calls[:i], b.Calls[i+1:]...)
				return true
			}
		}
	}
	return false
}
