package holds

import (
	"errors"
	"sync"
	"time"
)

// ErrAlreadyQueued is returned when a patron already has a hold on the title.
var ErrAlreadyQueued = errors.New("holds: patron already in queue")

// PickupWindow is how long a trapped item stays on the hold shelf.
const PickupWindow = 7 * 24 * time.Hour

// Hold is one patron's request for a title.
type Hold struct {
	PatronID   string
	PlacedAt   time.Time
	ReadyAt    time.Time // zero until an item is trapped for this hold
	PickupDesk string
}

// Queue is the FIFO holds queue for a single bibliographic record.
type Queue struct {
	mu    sync.Mutex
	BibID string
	holds []Hold
}

// Enqueue adds a hold at the back of the queue.
func (q *Queue) Enqueue(h Hold) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	for _, existing := range q.holds {
		if existing.PatronID == h.PatronID {
			return ErrAlreadyQueued
		}
	}
	q.holds = append(q.holds, h)
	return nil
}

// Cancel removes the patron's hold, reporting whether one was found.
func (q *Queue) Cancel(patronID string) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	for i, h := range q.holds {
		if h.PatronID == patronID {
			q.holds = append(q.holds[:i], q.holds[i+1:]...)
			return true
		}
	}
	return false
}

// Position returns the 1-based place of patronID in the queue, or 0 if absent.
func (q *Queue) Position(patronID string) int {
	q.mu.Lock()
	defer q.mu.Unlock()
	for i, h := range q.holds {
		if h.PatronID == patronID {
			return i + 1
		}
	}
	return 0
}

// ExpireStale drops ready holds whose pickup window has closed and returns them.
func (q *Queue) ExpireStale(now time.Time) []Hold {
	q.mu.Lock()
	defer q.mu.Unlock()
	var kept, expired []Hold
	for _, h := range q.holds {
		if !h.ReadyAt.IsZero() && now.Sub(h.ReadyAt) > PickupWindow {
			expired = append(expired, h)
			continue
		}
		kept = append(kept, h)
	}
	q.holds = kept
	return expired
}

// Len reports how many holds are waiting.
func (q *Queue) Len() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.holds)
}
