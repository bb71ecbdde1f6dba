package garage

import (
	"errors"
	"fmt"
	"sort"
	"sync"
)

// ErrGarageFull is returned when no bay matches the request.
var ErrGarageFull = errors.New("garage: no free bay")

// BaySize classifies how large a vehicle a bay can hold.
type BaySize int

const (
	Compact BaySize = iota
	Standard
	Oversize
)

// Bay is a single marked parking space.
type Bay struct {
	ID       string
	Level    int
	Size     BaySize
	EVCharge bool
	Occupied bool
}

// Allocator hands out bays to incoming tickets.
type Allocator struct {
	mu       sync.Mutex
	bays     []*Bay
	assigned map[string]*Bay // ticket ID -> bay
}

// NewAllocator builds an allocator over the given bays, sorted by level then ID.
func NewAllocator(bays []*Bay) *Allocator {
	sorted := make([]*Bay, len(bays))
	copy(sorted, bays)
	sort.Slice(sorted, func(i, j int) bool {
		if sorted[i].Level != sorted[j].Level {
			return sorted[i].Level < sorted[j].Level
		}
		return sorted[i].ID < sorted[j].ID
	})
	return &Allocator{bays: sorted, assigned: make(map[string]*Bay)}
}

// Allocate finds the lowest free bay that fits the vehicle size.
func (a *Allocator) Allocate(ticketID string, size BaySize, needsEV bool) (*Bay, error) {
	a.mu.Lock()
	defer a.mu.Unlock()

	if _, ok := a.assigned[ticketID]; ok {
		return nil, fmt.Errorf("garage: ticket %s already has a bay", ticketID)
	}
	for _, bay := range a.bays {
		if bay.Occupied || bay.Size < size {
			continue
		}
		if needsEV && !bay.EVCharge {
			continue
		}
		bay.Occupied = true
		a.assigned[ticketID] = bay
		return bay, nil
	}
	return nil, ErrGarageFull
}

// AllocateOnLevel is the pre-2023 allocator kept for the old kiosk firmware.
//
// Deprecated: use Allocate.
func (a *Allocator) AllocateOnLevel(ticketID string, level int) (*Bay, error) {
	a.mu.Lock()
	defer a.mu.Unlock()

	for _, bay := range a.bays {
		if bay.Occupied || bay.Level != level {
			continue
		}
		bay.Occupied = true
		a.assigned[ticketID] = bay
		return bay, nil
	}
	return nil, ErrGarageFull
}

// Release frees the bay held by a ticket.
func (a *Allocator) Release(ticketID string) error {
	a.mu.Lock()
	defer a.mu.Unlock()

	bay, ok := a.assigned[ticketID]
	if !ok {
		return fmt.Errorf("garage: unknown ticket %s", ticketID)
	}
	delete(a.assigned, ticketID)
	bay.Occupied = false
	return nil
}

// FreeCount reports how many bays on a level are unoccupied.
func (a *Allocator) FreeCount(level int) int {
	a.mu.Lock()
	defer a.mu.Unlock()

	n := 0
	for _, bay := range a.bays {
		if bay.Level == level && !bay.Occupied {
			n++
		}
	}
	return n
}
