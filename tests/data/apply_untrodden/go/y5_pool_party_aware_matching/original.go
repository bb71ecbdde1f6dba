package matchmaking

import (
	"errors"
	"sort"
	"sync"
	"time"
)

// ErrPoolClosed is returned when tickets are submitted after shutdown.
var ErrPoolClosed = errors.New("matchmaking: pool closed")

// Ticket is a single party waiting for a match.
type Ticket struct {
	ID         string
	PartyIDs   []string
	Rating     int
	Region     string
	EnqueuedAt time.Time
}

// Match is a group of tickets that will be sent to a game server together.
type Match struct {
	Tickets []*Ticket
	Region  string
	AvgMMR  int
}

// Pool holds waiting tickets for one queue and forms matches from them.
type Pool struct {
	mu         sync.Mutex
	tickets    map[string]*Ticket
	teamSize   int
	baseSpread int
	closed     bool
}

func NewPool(teamSize, baseSpread int) *Pool {
	return &Pool{
		tickets:    make(map[string]*Ticket),
		teamSize:   teamSize,
		baseSpread: baseSpread,
	}
}

func (p *Pool) Add(t *Ticket) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return ErrPoolClosed
	}
	p.tickets[t.ID] = t
	return nil
}

func (p *Pool) Remove(id string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	delete(p.tickets, id)
}

// spread widens the acceptable rating gap the longer a ticket has waited.
func (p *Pool) spread(t *Ticket, now time.Time) int {
	waited := now.Sub(t.EnqueuedAt)
	return p.baseSpread + int(waited/(10*time.Second))*25
}

// FindMatches greedily groups tickets of the same region whose ratings fit
// inside the oldest ticket's spread.
func (p *Pool) FindMatches(now time.Time) []Match {
	p.mu.Lock()
	defer p.mu.Unlock()

	waiting := make([]*Ticket, 0, len(p.tickets))
	for _, t := range p.tickets {
		waiting = append(waiting, t)
	}
	sort.Slice(waiting, func(i, j int) bool {
		return waiting[i].EnqueuedAt.Before(waiting[j].EnqueuedAt)
	})

	var matches []Match
	used := make(map[string]bool)
	for _, anchor := range waiting {
		if used[anchor.ID] {
			continue
		}
		group := []*Ticket{anchor}
		for _, cand := range waiting {
			if cand == anchor || used[cand.ID] || cand.Region != anchor.Region {
				continue
			}
			if abs(cand.Rating-anchor.Rating) <= p.spread(anchor, now) {
				group = append(group, cand)
			}
			if len(group) == p.teamSize*2 {
				break
			}
		}
		if len(group) < p.teamSize*2 {
			continue
		}
		total := 0
		for _, t := range group {
			used[t.ID] = true
			total += t.Rating
		}
		matches = append(matches, Match{Tickets: group, Region: anchor.Region, AvgMMR: total / len(group)})
	}

	for id := range used {
		delete(p.tickets, id)
	}
	return matches
}

func (p *Pool) Close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed = true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
