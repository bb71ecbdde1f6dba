package gate

import (
	"errors"
	"fmt"
	"sync"
	"time"
)

// SlotLength is the size of one gate appointment window.
const SlotLength = 30 * time.Minute

var (
	ErrSlotFull    = errors.New("gate: appointment slot is full")
	ErrGateClosed  = errors.New("gate: gate is closed at requested time")
	ErrUnknownGate = errors.New("gate: unknown gate")
)

// GateHours describes when a gate accepts trucks and how many per slot.
type GateHours struct {
	Opens         time.Duration // offset from midnight, terminal local time
	Closes        time.Duration
	TrucksPerSlot int
}

// Slot is one bookable appointment window at a gate.
type Slot struct {
	GateID   string
	Start    time.Time
	Booked   int
	Capacity int
}

// SlotBook tracks appointment bookings for every gate.
type SlotBook struct {
	mu    sync.Mutex
	hours map[string]GateHours
	slots map[string]*Slot
}

func NewSlotBook(hours map[string]GateHours) *SlotBook {
	return &SlotBook{hours: hours, slots: make(map[string]*Slot)}
}

func slotKey(gateID string, start time.Time) string {
	return fmt.Sprintf("%s@%s", gateID, start.Format(time.RFC3339))
}

// Reserve books trucks into the slot containing at. All trucks must fit in the same slot.
func (b *SlotBook) Reserve(gateID string, at time.Time, trucks int) (*Slot, error) {
	if trucks < 1 {
		return nil, fmt.Errorf("gate: invalid truck count %d", trucks)
	}
	b.mu.Lock()
	defer b.mu.Unlock()

	h, ok := b.hours[gateID]
	if !ok {
		return nil, ErrUnknownGate
	}
	start := at.Truncate(SlotLength)
	day := start.Truncate(24 * time.Hour)
	if start.Before(day.Add(h.Opens)) || !start.Before(day.Add(h.Closes)) {
		return nil, ErrGateClosed
	}
	key := slotKey(gateID, start)
	slot, ok := b.slots[key]
	if !ok {
		slot = &Slot{GateID: gateID, Start: start, Capacity: h.TrucksPerSlot}
		b.slots[key] = slot
	}
	if slot.Booked+trucks > slot.Capacity {
		return nil, ErrSlotFull
	}
	slot.Booked += trucks
	return slot, nil
}

// Cancel releases one booking from the slot containing at.
func (b *SlotBook) Cancel(gateID string, at time.Time) error {
	b.mu.Lock()
	defer b.mu.Unlock()

	slot, ok := b.slots[slotKey(gateID, at.Truncate(SlotLength))]
	if !ok || slot.Booked == 0 {
		return fmt.Errorf("gate: no booking at %s for %s", gateID, at.Format(time.RFC3339))
	}
	slot.Booked--
	return nil
}

// ReserveFirstFree tries each slot from at onwards until one has room for all trucks.
func (b *SlotBook) ReserveFirstFree(gateID string, at time.Time, trucks, maxSlots int) (*Slot, error) {
	for i := 0; i < maxSlots; i++ {
		slot, err := b.Reserve(gateID, at.Add(time.Duration(i)*SlotLength), trucks)
		if errors.Is(err, ErrSlotFull) {
			continue
		}
		return slot, err
	}
	return nil, ErrSlotFull
}
