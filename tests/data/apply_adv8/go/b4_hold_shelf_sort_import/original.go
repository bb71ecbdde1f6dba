package holds

import (
	"errors"
	"fmt"
	"time"

	"github.com/cityreads/lending/internal/catalog"
)

// Status is the lifecycle state of a hold request.
type Status int

const (
	StatusPending Status = iota
	StatusReady
	StatusCollected
	StatusExpired
)

// PickupWindow is how long a ready hold stays on the shelf before it expires.
const PickupWindow = 7 * 24 * time.Hour

var ErrNoCopies = errors.New("holds: no circulating copies in the system")

// Hold is a patron's request for a title at a pickup branch.
type Hold struct {
	ID       string
	PatronID string
	Item     catalog.ItemRef
	Branch   string
	Status   Status
	PlacedAt time.Time
	ReadyAt  time.Time
}

// Queue keeps every open hold for one library system in memory.
type Queue struct {
	holds []*Hold
}

// Place adds a new pending hold and returns it.
func (q *Queue) Place(patronID string, item catalog.ItemRef, branch string) (*Hold, error) {
	if item.Copies == 0 {
		return nil, ErrNoCopies
	}
	h := &Hold{
		ID:       fmt.Sprintf("H-%s-%d", branch, len(q.holds)+1),
		PatronID: patronID,
		Item:     item,
		Branch:   branch,
		Status:   StatusPending,
		PlacedAt: time.Now(),
	}
	q.holds = append(q.holds, h)
	return h, nil
}

// Pending returns the holds at a branch that are still waiting for a copy.
func (q *Queue) Pending(branch string) []*Hold {
	var out []*Hold
	for _, h := range q.holds {
		if h.Branch == branch && h.Status == StatusPending {
			out = append(out, h)
		}
	}
	return out
}

// Ready returns the holds that are waiting on the pickup shelf.
func (q *Queue) Ready(branch string) []*Hold {
	var out []*Hold
	for _, h := range q.holds {
		if h.Branch == branch && h.Status == StatusReady {
			out = append(out, h)
		}
	}
	return out
}

// ExpireStale marks ready holds past the pickup window as expired.
func (q *Queue) ExpireStale(now time.Time) int {
	n := 0
	for _, h := range q.holds {
		if h.Status == StatusReady && now.Sub(h.ReadyAt) > PickupWindow {
			h.Status = StatusExpired
			n++
		}
	}
	return n
}
